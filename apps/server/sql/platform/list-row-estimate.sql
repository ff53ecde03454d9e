-- Staff lists at scale: a list's total is counted exactly up to 10,000 rows, past that the
-- planner's estimate is shown as such. This plans the list's rows inside the counting
-- statement, only when the count reached its cap (no second round trip for EXPLAIN).
--
-- `template` is the rows' SQL with each parameter written as format()'s %<n>$L and `params` the
-- parameters' text (a JSON array): format() quotes each as a literal (quote_literal), an
-- untyped literal resolves its type from where it stands as an untyped parameter does.
-- EXPLAIN only plans: nothing of the statement runs.
create or replace function list_row_estimate(template text, params jsonb) returns double precision
language plpgsql volatile parallel unsafe as $$
declare
  args text[] := array(select v from jsonb_array_elements_text(params) with ordinality as e (v, i) order by i);
  plan json;
begin
  execute 'explain (format json) ' || format(template, variadic args) into plan;
  return (plan -> 0 -> 'Plan' ->> 'Plan Rows')::double precision;
end
$$;
