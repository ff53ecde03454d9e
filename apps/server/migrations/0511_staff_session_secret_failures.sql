-- The session's count of wrong secrets covers every check made inside it (lock-screen PIN,
-- current password on the profile), not only the PIN.
alter table staff_sessions rename column pin_failures to secret_failures;
