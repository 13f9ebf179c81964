-- Whitelabel customers of the reference setup. The production shop marks
-- whitelabel customers itself; here a customer who signs up with an address at the reserved
-- test domain `whitelabel.test` (RFC 2606: no real mailbox can have it) is one, so a test
-- or a person can make one through the ordinary sign-up: `anna@whitelabel.test`.
CREATE TRIGGER customers_whitelabel_test_domain AFTER INSERT ON customers
WHEN NEW.email_normalized LIKE '%@whitelabel.test'
BEGIN
  UPDATE customers SET is_whitelabel = 1 WHERE id = NEW.id;
END;
