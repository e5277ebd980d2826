import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ptBR } from '@shared/i18n/pt-BR';
import { Logo } from '@client/ui/logo';
import { Button } from '@client/ui/button';
import { Skeleton, SkeletonField } from '@client/ui/skeleton';
import { AuthBrandPanel } from './AuthBrandPanel';
import { redirectTarget } from './auth-redirect';
import { useSessionQuery } from './use-session';

// The forms carry react-hook-form and zod; loading them here spares every other page that weight.
const LoginForm = lazy(async () => ({ default: (await import('./LoginForm')).LoginForm }));
const SignupForm = lazy(async () => ({ default: (await import('./SignupForm')).SignupForm }));

function FormFallback({ fields }: { fields: number }) {
  return (
    <div aria-busy="true" className="grid gap-4">
      {Array.from({ length: fields }, (_, i) => (
        <SkeletonField key={i} />
      ))}
      <Skeleton className="mt-1 h-12 rounded-xl" />
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
              <Suspense fallback={<FormFallback fields={2} />}>
                <LoginForm />
              </Suspense>
            ) : (
              <Suspense fallback={<FormFallback fields={5} />}>
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
