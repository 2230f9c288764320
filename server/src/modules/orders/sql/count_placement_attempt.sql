-- count_placement_attempt(counter jsonb): counts one attempt to place an order in the rate limiter's
-- fixed-window table (the same window as rateLimit.hit()), whatever comes of the attempt, and answers
-- the window's count with it. `counter` is ORDER_LIMITS' attempt counter as orders/order-limits.ts
-- hands it in: {key, windowSeconds, limit}.
--
-- Called by place_order (its check 2, TOO_MANY_PLACEMENTS), and by the order lifecycle on its own
-- when it rolled back a refused placement to its savepoint (orders/order-lifecycle.ts): what the
-- placement had written before place_order is undone, the counted attempt is not.
--
-- The current definition: what the migrations install, checked by test/database-functions.test.ts.

CREATE OR REPLACE FUNCTION public.count_placement_attempt(counter jsonb)
 RETURNS integer
 LANGUAGE sql
AS $function$
  INSERT INTO rate_limit (key, window_start, count)
  VALUES (counter->>'key',
          to_timestamp(floor(extract(epoch FROM now()) / (counter->>'windowSeconds')::int) * (counter->>'windowSeconds')::int), 1)
  ON CONFLICT (key, window_start) DO UPDATE SET count = rate_limit.count + 1
  RETURNING count
$function$;
