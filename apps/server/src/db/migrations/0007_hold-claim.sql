-- The caps on live holds, checked inside the hold statement itself (ADR 014). The function first
-- takes two advisory locks (the identity's, then the client address's), so one holder's reserves
-- queue behind each other, and then counts that holder's live holds. It is VOLATILE: in READ
-- COMMITTED each of its queries takes a new snapshot, so the count sees a hold another reserve
-- committed while this one waited for the lock (a plain subquery would not). At the cap it raises
-- SQLSTATE DK429 with `by_user;by_client;first_lapse_ms` as the detail.
CREATE FUNCTION dekka_claim_hold(
  p_user uuid, p_client text, p_now timestamptz, p_per_user integer, p_per_client integer
) RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  v_by_user integer;
  v_by_client integer;
  v_first_lapse timestamptz;
BEGIN
  PERFORM pg_advisory_xact_lock(471121, hashtext(coalesce(p_user::text, '')));
  PERFORM pg_advisory_xact_lock(471122, hashtext(coalesce(p_client, '')));
  SELECT count(*) FILTER (WHERE user_id = p_user),
         count(*) FILTER (WHERE client_key = p_client),
         min(hold_expires_at)
    INTO v_by_user, v_by_client, v_first_lapse
    FROM bookings
   WHERE status = 'held' AND hold_expires_at > p_now
     AND (user_id = p_user OR client_key = p_client);
  IF v_by_user >= p_per_user OR v_by_client >= p_per_client THEN
    RAISE EXCEPTION 'too many live holds' USING
      ERRCODE = 'DK429',
      DETAIL = format('%s;%s;%s', v_by_user, v_by_client,
        floor(extract(epoch FROM v_first_lapse) * 1000)::bigint);
  END IF;
  RETURN true;
END
$$;
