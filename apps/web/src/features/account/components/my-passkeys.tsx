import type { Passkey } from '@dekka/contracts/passkeys';
import { wallClockAt } from '@dekka/time/wall-clock';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { reportError } from '../../../lib/error-reporting';
import { formatDayMonthLong } from '../../../lib/locale-format';
import { useTranslation } from '../../../lib/translation';
import {
  PASSKEYS_QUERY_KEY,
  addPasskey,
  deviceName,
  passkeysSupported,
  removePasskey,
  useMyPasskeys,
} from '../api/passkeys';
import { passkeyProblem } from '../model/passkey-problem';

/** "25 November 2026" in the visitor's zone and language. */
function useDay() {
  const { t, i18n } = useTranslation();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (iso: string) => {
    const day = wallClockAt(Date.parse(iso), zone);
    return t('account.bookings.dayWithYear', {
      day: formatDayMonthLong(day, i18n.language),
      year: day.year,
    });
  };
}

/**
 * The account's passkeys: what each is, when it was added and last used, a way to remove it, and
 * (where the browser can make one) a way to add one, so the next sign-in needs no code.
 */
export function MyPasskeys({ token }: { token: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const passkeys = useMyPasskeys(token);
  const [notice, setNotice] = useState<'added' | 'removed' | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: PASSKEYS_QUERY_KEY });

  const add = useMutation({
    mutationFn: () => addPasskey(token, deviceName(navigator.userAgent)),
    onMutate: () => setNotice(null),
    onSuccess: async () => {
      setNotice('added');
      await refresh();
    },
    onError: (error) => {
      if (passkeyProblem(error, 'add', new Date()).unexpected) reportError(error);
    },
  });
  const problem = add.isError ? passkeyProblem(add.error, 'add', new Date()) : null;
  useEffect(() => {
    if (add.error) problemRef.current?.focus();
  }, [add.error]);

  const supported = passkeysSupported();
  const list = passkeys.data?.passkeys;
  // A browser without passkeys can still remove the ones made elsewhere, but not add one.
  if (!supported && !(list && list.length > 0)) return null;

  return (
    <section className="my-bookings__section" aria-labelledby="my-bookings-passkeys">
      <h2 id="my-bookings-passkeys">{t('account.passkeys.title')}</h2>
      <p>{t('account.passkeys.help')}</p>
      {passkeys.isError ? (
        <div className="my-bookings__error">
          <Alert tone="error">{t('account.passkeys.loadError')}</Alert>
          <div>
            <Button variant="secondary" onClick={() => void passkeys.refetch()}>
              {t('account.bookings.retry')}
            </Button>
          </div>
        </div>
      ) : list === undefined ? (
        <ul className="my-passkeys" aria-hidden="true">
          <li className="my-passkey my-passkey--placeholder" />
        </ul>
      ) : list.length > 0 ? (
        <ul className="my-passkeys">
          {list.map((passkey) => (
            <PasskeyItem
              key={passkey.id}
              token={token}
              passkey={passkey}
              onRemoved={async () => {
                setNotice('removed');
                await refresh();
              }}
            />
          ))}
        </ul>
      ) : (
        <p className="my-bookings__empty">{t('account.passkeys.none')}</p>
      )}
      <div role="status" className="my-passkeys__status">
        {notice && <Alert tone="success">{t(`account.passkeys.${notice}`)}</Alert>}
      </div>
      {problem && (
        <div ref={problemRef} tabIndex={-1} className="account-form__problem">
          <Alert tone={problem.unexpected ? 'error' : 'info'}>
            {t(problem.key, { time: problem.time })}
          </Alert>
        </div>
      )}
      {supported && (
        <div className="account-page__actions">
          <Button
            variant="secondary"
            disabled={add.isPending}
            aria-busy={add.isPending || undefined}
            onClick={() => add.mutate()}
          >
            {add.isPending && <Spinner label={t('account.passkeys.waiting')} />}
            {t('account.passkeys.add')}
          </Button>
        </div>
      )}
    </section>
  );
}

interface PasskeyItemProps {
  token: string;
  passkey: Passkey;
  onRemoved: () => Promise<void>;
}

function PasskeyItem({ token, passkey, onRemoved }: PasskeyItemProps) {
  const { t } = useTranslation();
  const day = useDay();
  const remove = useMutation({
    mutationFn: () => removePasskey(token, passkey.id),
    onSuccess: onRemoved,
    onError: (error) => reportError(error),
  });
  const added = day(passkey.createdAt);
  return (
    <li className="my-passkey">
      <div className="my-passkey__main">
        <h3 className="my-passkey__name">{passkey.name}</h3>
        <p className="my-passkey__facts">
          {t('account.passkeys.addedOn', { date: added })}
          {passkey.lastUsedAt && (
            <>
              <span aria-hidden="true"> · </span>
              {t('account.passkeys.lastUsed', { date: day(passkey.lastUsedAt) })}
            </>
          )}
          {passkey.backedUp && (
            <>
              <span aria-hidden="true"> · </span>
              {t('account.passkeys.synced')}
            </>
          )}
        </p>
        {remove.isError && <Alert tone="error">{t('account.passkeys.removeFailed')}</Alert>}
      </div>
      <Button
        variant="ghost"
        disabled={remove.isPending}
        aria-busy={remove.isPending || undefined}
        aria-label={t('account.passkeys.removeNamed', { name: passkey.name, date: added })}
        onClick={() => remove.mutate()}
      >
        {remove.isPending && <Spinner label={t('account.passkeys.removing')} />}
        {t('account.passkeys.remove')}
      </Button>
    </li>
  );
}
