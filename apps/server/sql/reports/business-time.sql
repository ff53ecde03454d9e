-- The calendar every report summary is cut in.
--
-- The business time zone is a setting (`business_time_zone`, an IANA name, Asia/Kuala_Lumpur
-- when unset). Shift starts are a setting too (`report_shifts`, "HH:MM" in business time), read
-- here as minutes after midnight, ascending; the default when unset, midnight alone when none is
-- valid (reports/shift-windows.ts reads the same setting the same way).
--
-- plpgsql, not SQL: a SQL function with a sub-select is planned again on every call, and the
-- report triggers call these on every approval; plpgsql plans once per connection.
create or replace function business_time_zone() returns text language plpgsql stable as $$
begin
  return coalesce((select value #>> '{}' from settings where key = 'business_time_zone'), 'Asia/Kuala_Lumpur');
end
$$;

create or replace function report_shift_starts() returns integer[] language plpgsql stable as $$
begin
  return coalesce(
    (select array_agg(x.m order by x.m) from (
      select distinct split_part(s, ':', 1)::int * 60 + split_part(s, ':', 2)::int as m
      from (select (select value from settings where key = 'report_shifts') as value) v,
        jsonb_array_elements_text(case when jsonb_typeof(v.value) = 'array' then v.value
                                       else '["08:00", "16:00", "00:00"]'::jsonb end) s
      where s ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$') x),
    array[0]);
end
$$;

-- The start of the shift `at` falls in: the latest start at or before its business-local time,
-- else the last start of the day before.
create or replace function report_shift_start(at timestamptz, zone text, starts integer[])
returns timestamptz language plpgsql stable as $$
declare
  local timestamp := at at time zone zone;
  midnight timestamp := date_trunc('day', local);
  best timestamp := midnight - interval '1 day' + make_interval(mins => starts[array_upper(starts, 1)]);
  m integer;
begin
  foreach m in array starts loop
    if midnight + make_interval(mins => m) <= local then
      best := midnight + make_interval(mins => m);
    end if;
  end loop;
  return best at time zone zone;
end
$$;
