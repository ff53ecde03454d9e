-- The operator's agent credit at each provider kiosk, as the kiosk answered on the last product
-- sync: shown on Products with a warning below the `kiosk_agent_credit_warning_sen`
-- setting, so staff top the kiosk up before deposits start failing.
alter table provider_kiosks
  add column agent_credit_sen bigint,
  add column agent_credit_checked_at timestamptz;
