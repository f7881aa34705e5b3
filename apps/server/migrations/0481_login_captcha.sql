-- The original client's login captcha (GET /api/b/v1/kaptcha/getCodeImage/account). One row per image
-- shown; the browser carries the challenge id in an HttpOnly cookie, only its SHA-256 is stored.
-- A challenge is used once (right or wrong) and lives 2 minutes; old rows are deleted as new ones come.
CREATE TABLE login_captcha (
  id_hash text PRIMARY KEY,
  answer text NOT NULL,
  expires_at timestamptz NOT NULL,
  ctime timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_captcha_expires_idx ON login_captcha (expires_at);
