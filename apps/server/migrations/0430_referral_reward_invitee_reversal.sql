-- Referral rewards (docs/decisions/marketing.md, "Referral rewards on purchase"): the invitee's own
-- reward, credited in the same transaction as the inviter's, and the reversal of both when the order
-- that earned them is fully refunded afterwards.
--
-- amount (the inviter's) may now be 0 when only the invitee is rewarded; a row always rewards someone.
-- invitee_amount / invitee_ledger_id: the invitee's reward and its ledger row (0 / NULL: none).
-- reversed_at: when the job took the reward back (the row stays, so the student is never paid again);
-- reversal_ledger_id / invitee_reversal_ledger_id: the "reward taken back" ledger rows (NULL when
-- there was nothing to take: a balance is never made negative); *_shortfall: what could not be taken
-- back because the balance had already been spent, in the account's unit (yuan, coins, gems).
-- Two ledger kinds of ours beyond the original client's 0..14 (packages/domain TRANS_TYPE):
-- 15 被邀请奖励 (the invitee's reward) and 16 奖励收回 (a referral reward taken back).
ALTER TABLE account_record DROP CONSTRAINT account_record_trans_type_check;
ALTER TABLE account_record ADD CONSTRAINT account_record_trans_type_check CHECK (trans_type BETWEEN 0 AND 16);

ALTER TABLE referral_reward DROP CONSTRAINT referral_reward_amount_check;
ALTER TABLE referral_reward ADD CONSTRAINT referral_reward_amount_check CHECK (amount >= 0);
ALTER TABLE referral_reward ADD COLUMN invitee_amount int NOT NULL DEFAULT 0 CHECK (invitee_amount >= 0);
ALTER TABLE referral_reward ADD CONSTRAINT referral_reward_rewards_someone CHECK (amount > 0 OR invitee_amount > 0);
ALTER TABLE referral_reward ADD COLUMN invitee_ledger_id bigint REFERENCES account_record(id);
ALTER TABLE referral_reward ADD COLUMN reversed_at timestamptz;
ALTER TABLE referral_reward ADD COLUMN reversal_ledger_id bigint REFERENCES account_record(id);
ALTER TABLE referral_reward ADD COLUMN invitee_reversal_ledger_id bigint REFERENCES account_record(id);
ALTER TABLE referral_reward ADD COLUMN reversal_shortfall numeric(12, 2) NOT NULL DEFAULT 0 CHECK (reversal_shortfall >= 0);
ALTER TABLE referral_reward ADD COLUMN invitee_reversal_shortfall numeric(12, 2) NOT NULL DEFAULT 0 CHECK (invitee_reversal_shortfall >= 0);
-- The job looks at the rewards not yet reversed, joined to their orders by primary key.
CREATE INDEX referral_reward_unreversed_idx ON referral_reward (order_id) WHERE reversed_at IS NULL;
