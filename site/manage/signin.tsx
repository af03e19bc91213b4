/** Sign-in: a Google account, or a link sent by e-mail (no password to remember). */
import { useEffect, useRef, useState } from 'react';
import {
  GoogleAuthProvider,
  browserPopupRedirectResolver,
  getRedirectResult,
  isSignInWithEmailLink,
  sendSignInLinkToEmail,
  signInWithEmailLink,
  signInWithPopup,
  signInWithRedirect,
  type Auth,
} from 'firebase/auth';
import type { Lang } from '../../src/i18n.js';
import { Text } from './marks.js';
import type { Strings } from './strings.js';

const EMAIL_KEY = 'manager-sign-in-email';
/** Set while Google's full-page sign-in is away: its answer is read when the page comes back. */
const REDIRECT_KEY = 'manager-google-redirect';
/**
 * How long Google's sign-in may take to open before the e-mail link is offered instead. Firebase first loads
 * Google's script (apis.google.com) and only then opens its popup; a script that never comes (a stalled signal)
 * it waits for without end.
 */
export const GOOGLE_WAIT_MS = 15_000;

/** The page's address without the link's own parameters (keeps `?emulator=` for the tests' emulators). */
function withoutLink(href: string): string {
  const url = new URL(href);
  for (const key of ['mode', 'oobCode', 'apiKey', 'lang', 'continueUrl']) url.searchParams.delete(key);
  return url.href;
}

const codeOf = (error: unknown) => (error as { code?: string } | null)?.code ?? '';

export function SignIn({ auth, t, lang }: { auth: Auth; t: Strings; lang: Lang }) {
  const [email, setEmail] = useState(() => localStorage.getItem(EMAIL_KEY) ?? '');
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'confirm' | 'failed'>('idle');
  const [google, setGoogle] = useState<'idle' | 'opening' | 'failed'>('idle');
  // The Google attempt the screen still waits for: one given up (the e-mail link asked for) says nothing more.
  const attempt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const emailInput = useRef<HTMLInputElement>(null);
  const linked = isSignInWithEmailLink(auth, location.href);

  const finish = async (address: string) => {
    try {
      await signInWithEmailLink(auth, address, location.href);
      localStorage.removeItem(EMAIL_KEY);
      history.replaceState(null, '', withoutLink(location.href));
    } catch {
      setState('failed');
    }
  };

  useEffect(() => {
    if (!linked) return;
    const saved = localStorage.getItem(EMAIL_KEY);
    // Opened on another phone than the one that asked: the e-mail is asked again, as Firebase requires.
    if (saved) void finish(saved);
    else setState('confirm');
  }, []);
  useEffect(() => {
    if (!sessionStorage.getItem(REDIRECT_KEY)) return;
    sessionStorage.removeItem(REDIRECT_KEY);
    getRedirectResult(auth, browserPopupRedirectResolver).catch(() => setGoogle('failed'));
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  const openGoogle = async () => {
    const mine = ++attempt.current;
    const couldNotOpen = () => {
      if (mine !== attempt.current) return;
      setGoogle('failed');
      emailInput.current?.focus();
    };
    setGoogle('opening');
    clearTimeout(timer.current);
    // Only while this page is in front: once Google's window is open, the person is choosing their account there.
    timer.current = setTimeout(() => {
      if (document.visibilityState === 'visible' && document.hasFocus()) couldNotOpen();
    }, GOOGLE_WAIT_MS);
    const provider = new GoogleAuthProvider();
    provider.setCustomParameters({ prompt: 'select_account' });
    try {
      await signInWithPopup(auth, provider, browserPopupRedirectResolver);
    } catch (error) {
      const code = codeOf(error);
      // A phone browser that blocks popups gets the same sign-in as a full page.
      if (code === 'auth/popup-blocked') {
        sessionStorage.setItem(REDIRECT_KEY, '1');
        await signInWithRedirect(auth, provider, browserPopupRedirectResolver).catch(couldNotOpen);
      } else if (code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request') {
        if (mine === attempt.current) setGoogle('idle');
      }
      // Google's script did not load (auth/internal-error where it is blocked, auth/network-request-failed), or
      // anything else: the e-mail link needs no Google page at all.
      else couldNotOpen();
    } finally {
      if (mine === attempt.current) clearTimeout(timer.current);
    }
  };

  const submit = async (event: Event) => {
    event.preventDefault();
    attempt.current++;
    clearTimeout(timer.current);
    setGoogle('idle');
    const address = email.trim();
    if (state === 'confirm') return finish(address);
    setState('sending');
    try {
      await sendSignInLinkToEmail(auth, address, { url: withoutLink(location.href), handleCodeInApp: true });
      localStorage.setItem(EMAIL_KEY, address);
      setState('sent');
    } catch {
      setState('failed');
    }
  };

  const status =
    state === 'sent' ? t.emailSent : state === 'failed' ? t.signInFailed : google === 'opening' ? t.googleOpening : '';
  return (
    <section class="card" aria-labelledby="sign-in-title">
      <h2 id="sign-in-title">{t.signInTitle}</h2>
      <p>{t.signInWhy}</p>
      {state !== 'confirm' && (
        <button type="button" class="button button--primary" onClick={openGoogle}>
          {/* One flex item: as a run of its own, the space before "দিয়ে" would be dropped. */}
          <span>
            <Text lang={lang}>{t.google}</Text>
          </span>
        </button>
      )}
      {google === 'failed' && (
        <p class="problem notice notice--spaced" role="alert">
          <Text lang={lang}>{t.googleFailed}</Text>
        </p>
      )}
      <form onSubmit={submit}>
        <label class="field">
          <span>{state === 'confirm' ? t.emailAsk : t.emailLabel}</span>
          <input
            ref={emailInput}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onInput={(e) => setEmail((e.currentTarget as HTMLInputElement).value)}
          />
        </label>
        <button type="submit" class="button" disabled={state === 'sending'}>
          {state === 'confirm' ? t.signInTitle : t.emailSend}
        </button>
      </form>
      <p role="status">
        <Text lang={lang}>{status}</Text>
      </p>
    </section>
  );
}
