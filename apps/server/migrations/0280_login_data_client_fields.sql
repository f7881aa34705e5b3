-- What the original client's login log (UserLoginDataPage, the review page's user result) shows of each
-- app login: the OS, the app and its build, the OS version, the install channel, the app store, the
-- carrier and the request headers. All nullable: older logins and web logins have none of them.
-- headers keeps only non-secret request headers (never authorization, cookie or a token): the login
-- log is read by support staff. Session tokens are never stored on a login row.
ALTER TABLE login_data ADD COLUMN ostype text;
ALTER TABLE login_data ADD COLUMN user_agent text;
ALTER TABLE login_data ADD COLUMN appname text;
ALTER TABLE login_data ADD COLUMN buildcode text;
ALTER TABLE login_data ADD COLUMN system_version text;
ALTER TABLE login_data ADD COLUMN channel text;
ALTER TABLE login_data ADD COLUMN market text;
ALTER TABLE login_data ADD COLUMN carrier text;
ALTER TABLE login_data ADD COLUMN headers jsonb;
