import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ptBR } from '@shared/i18n/pt-BR';
import { Logo } from '@client/ui/logo';
import { Button } from '@client/ui/button';
import { Skeleton, SkeletonField } from '@client/ui/skeleton';
import { AuthBrandPanel } from './AuthBrandPanel';
import { DemoHint } from './DemoHint';
import { redirectTarget } from './auth-redirect';
import { useSessionQuery } from './use-session';

// The forms carry react-hook-form and zod; loading them here spares every other page that weight.
const LoginForm = lazy(async () => ({ default: (await import('./LoginForm')).LoginForm }));
const SignupForm = lazy(async () => ({ default: (await import('./SignupForm')).SignupForm }));

/** Each form's fields in order, by the lines of the hint under each (the birth date's takes two). */
const LOGIN_FIELDS = [0, 0];
const SIGNUP_FIELDS = [0, 0, 0, 1, 2, 0];

/**
 * A form still loading, in the form's own shape: the page is centred, so a skeleton of another
 * height would move the link under it as the form arrives, under the finger about to tap it.
 */
function FormFallback({ fields, children }: { fields: number[]; children?: ReactNode }) {
  return (
    <div aria-busy="true" className="grid gap-4">
      {fields.map((hintLines, i) => (
        <SkeletonField key={i} hintLines={hintLines} />
      ))}
      <Skeleton className="mt-1 h-12 rounded-xl" />
      {children}
    </div>
  );
}

type Mode = 'login' | 'signup';

const t = ptBR.auth;

export function AuthPage() {
  const session = useSessionQuery();
  const location = useLocation();
  const [mode, setMode] = useState<Mode>('login');
  const title = mode === 'login' ? t.loginTitle : t.signupTitle;

  useEffect(() => {
    document.title = `${title} · ${ptBR.app.name}`;
  }, [title]);

  // Covers both a member who opens /auth and one who has just logged in or signed up.
  // A member who has just signed up picks what to follow first (onboarding/WelcomePage).
  if (session.data?.member) {
    const to = session.data.member.onboardingPending ? '/welcome' : redirectTarget(location.state);
    return <Navigate to={to} replace />;
  }

  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)]">
      <AuthBrandPanel />
      {/* Its end keeps a band free for BrandBot's button and greeting (assistant/BrandBot.tsx). */}
      <main id="conteudo" className="flex flex-col items-center justify-center px-4 pt-10 pb-28 sm:px-8">
        <div className="mb-8 grid justify-items-center gap-3 text-center lg:hidden">
          <Logo wordmarkClassName="text-2xl" />
          <p className="max-w-xs text-sm text-fg-muted">{ptBR.app.tagline}</p>
        </div>
        <div
          data-assistant-avoid=""
          className="w-full max-w-md rounded-3xl border border-border bg-surface p-6 shadow-xl backdrop-blur-xl sm:p-8"
        >
          <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
          <div className="mt-6">
            {mode === 'login' ? (
              <Suspense
                fallback={
                  <FormFallback fields={LOGIN_FIELDS}>
                    <DemoHint />
                  </FormFallback>
                }
              >
                <LoginForm />
              </Suspense>
            ) : (
              <Suspense fallback={<FormFallback fields={SIGNUP_FIELDS} />}>
                <SignupForm />
              </Suspense>
            )}
          </div>
          <div className="mt-6 border-t border-border pt-4 text-center">
            <Button variant="link" onClick={() => setMode(mode === 'login' ? 'signup' : 'login')}>
              {mode === 'login' ? t.toSignup : t.toLogin}
            </Button>
          </div>
        </div>
      </main>
    </div>
  );
}
