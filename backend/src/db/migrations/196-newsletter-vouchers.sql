-- The welcome voucher a confirmed subscriber gets (one per subscription, issued on the first
-- confirmation and never again): a single-use code in `vouchers`.
ALTER TABLE newsletter_subscriptions ADD COLUMN voucher_code TEXT REFERENCES vouchers (code);
