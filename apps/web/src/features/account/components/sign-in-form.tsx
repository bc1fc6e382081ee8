import { isValidEmail } from '@dekka/validation/contact';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { TextField } from '../../../components/text-field';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ensureSession, useSession } from '../../../lib/auth';
import { useSessionChange } from '../../../lib/session-change';
import { reportError } from '../../../lib/error-reporting';
import type { TranslationKey } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/translation';
import { requestEmailCode, signIn } from '../api/sign-in';
import { signInProblem } from '../model/sign-in-problem';
import type { SignInProblem } from '../model/sign-in-problem';
import { CodeTimer } from './code-timer';
import { PasskeySignIn } from './passkey-sign-in';

const EMAIL_ID = 'login-email';
const CODE_ID = 'login-code';
const SENT_ID = 'login-code-sent';
const TIMER_ID = 'login-code-timer';
const PROBLEM_ID = 'login-problem';
const CODE_LENGTH = 6;

type Step = 'email' | 'code';

interface SignInFormProps {
  /** Called once the session is stored: the page moves on. */
  onSignedIn: () => void;
}

/**
 * docs/product.md, "Accounts": an e-mail address, then the six-digit code e-mailed to it. Sent
 * with the visitor's anonymous token, so what they booked before signing in moves along.
 */
export function SignInForm({ onSignedIn }: SignInFormProps) {
  const { t } = useTranslation();
  const session = useSession();
  const { signedIn } = useSessionChange();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [codeEndsAt, setCodeEndsAt] = useState<number | null>(null);
  const [fieldError, setFieldError] = useState<TranslationKey | null>(null);
  const [problem, setProblem] = useState<SignInProblem | null>(null);
  const [resent, setResent] = useState(false);
  // What to focus after the next render: the step's field, or the error that stopped it.
  const [focusTarget, setFocusTarget] = useState<{ id: string } | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!focusTarget) return;
    const target =
      focusTarget.id === PROBLEM_ID ? problemRef.current : document.getElementById(focusTarget.id);
    target?.focus();
  }, [focusTarget]);

  const fail = (error: unknown) => {
    const found = signInProblem(error, new Date());
    if (found.key === 'account.login.errors.generic') reportError(error);
    if (found.codeSpent) setCode('');
    setProblem(found);
    setFocusTarget({ id: PROBLEM_ID });
  };

  const sendCode = useMutation({
    mutationFn: (address: string) => requestEmailCode(address),
    onSuccess: ({ expiresInSeconds }) => {
      setCodeEndsAt(Date.now() + expiresInSeconds * 1000);
      setResent(step === 'code');
      setStep('code');
      setCode('');
      setFocusTarget({ id: CODE_ID });
    },
    onError: fail,
  });

  const verify = useMutation({
    mutationFn: async (typed: string) => {
      // The anonymous identity in use, so its bookings and holds move to the account.
      const current = session.data ?? (await ensureSession());
      return signIn({ email: email.trim(), code: typed }, current.token);
    },
    onSuccess: (signedInSession) => {
      signedIn(signedInSession);
      onSignedIn();
    },
    onError: fail,
  });

  const busy = sendCode.isPending || verify.isPending;

  function onSubmitEmail(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    const address = email.trim();
    const invalid: TranslationKey | null =
      address === ''
        ? 'account.login.emailRequired'
        : isValidEmail(address)
          ? null
          : 'account.login.emailInvalid';
    setFieldError(invalid);
    if (invalid) {
      setFocusTarget({ id: EMAIL_ID });
      return;
    }
    sendCode.mutate(address);
  }

  function onSubmitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setProblem(null);
    setResent(false);
    const invalid = new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code)
      ? null
      : 'account.login.codeInvalid';
    setFieldError(invalid);
    if (invalid) {
      setFocusTarget({ id: CODE_ID });
      return;
    }
    verify.mutate(code);
  }

  function resend() {
    if (busy) return;
    setProblem(null);
    setFieldError(null);
    setResent(false);
    sendCode.mutate(email.trim());
  }

  function changeAddress() {
    setStep('email');
    setProblem(null);
    setFieldError(null);
    setResent(false);
    setCode('');
    setCodeEndsAt(null);
    setFocusTarget({ id: EMAIL_ID });
  }

  const problemAlert = problem && (
    <div id={PROBLEM_ID} ref={problemRef} tabIndex={-1} className="account-form__problem">
      <Alert tone="error">{t(problem.key, { time: problem.time })}</Alert>
    </div>
  );

  if (step === 'email') {
    return (
      <form className="account-form" noValidate onSubmit={onSubmitEmail}>
        <PasskeySignIn onSignedIn={onSignedIn} />
        <TextField
          id={EMAIL_ID}
          label={t('account.login.emailLabel')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={254}
          value={email}
          error={fieldError ?? undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        {problemAlert}
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy && <Spinner label={t('account.login.sending')} />}
          {t('account.login.sendCode')}
        </Button>
      </form>
    );
  }

  const describedBy = [
    fieldError ? `${CODE_ID}-error` : null,
    problem?.aboutCode ? PROBLEM_ID : null,
    SENT_ID,
    TIMER_ID,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <form className="account-form" noValidate onSubmit={onSubmitCode}>
      <p id={SENT_ID} className="account-form__sent">
        {t('account.login.codeSentTo')} <strong className="account-form__email">{email}</strong>
      </p>
      <TextField
        id={CODE_ID}
        label={t('account.login.codeLabel')}
        className="account-form__code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={CODE_LENGTH}
        value={code}
        error={fieldError ?? undefined}
        aria-invalid={fieldError || problem?.aboutCode ? true : undefined}
        aria-describedby={describedBy}
        // Pasted codes often carry spaces or a dash ("123 456"): keep the digits.
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
      />
      {codeEndsAt !== null && <CodeTimer key={codeEndsAt} id={TIMER_ID} endMs={codeEndsAt} />}
      <div role="status" className="account-form__status">
        {resent && <Alert tone="success">{t('account.login.newCodeSent', { email })}</Alert>}
      </div>
      {problemAlert}
      <Button type="submit" disabled={busy} aria-busy={verify.isPending || undefined}>
        {verify.isPending && <Spinner label={t('account.login.signingIn')} />}
        {t('account.login.signIn')}
      </Button>
      <div className="account-form__secondary">
        <Button
          variant="ghost"
          disabled={busy}
          aria-busy={sendCode.isPending || undefined}
          onClick={resend}
        >
          {sendCode.isPending && <Spinner label={t('account.login.sending')} />}
          {t('account.login.sendNewCode')}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={changeAddress}>
          {t('account.login.useAnotherAddress')}
        </Button>
      </div>
    </form>
  );
}
