import { ptBR } from '@shared/i18n/pt-BR';
import { Logo } from '@client/ui/logo';

/** Decorative previews of the feed; shapes only, so nothing is announced or downloaded. */
function FloatingPost({ className, accent }: { className: string; accent: string }) {
  return (
    <div
      className={`absolute w-52 rounded-3xl border border-white/25 bg-white/15 p-3 shadow-2xl backdrop-blur-md ${className}`}
    >
      <div className="flex items-center gap-2">
        <span className={`size-8 rounded-full ${accent}`} />
        <span className="grid gap-1">
          <span className="h-2 w-20 rounded-full bg-white/70" />
          <span className="h-2 w-12 rounded-full bg-white/40" />
        </span>
      </div>
      <div className={`mt-3 aspect-[4/3] rounded-2xl ${accent} opacity-80`} />
      <div className="mt-3 flex gap-2">
        <span className="size-4 rounded-full bg-white/60" />
        <span className="size-4 rounded-full bg-white/60" />
        <span className="size-4 rounded-full bg-white/60" />
        <span className="ml-auto h-2 w-10 self-center rounded-full bg-white/50" />
      </div>
    </div>
  );
}

export function AuthBrandPanel() {
  return (
    <div className="relative hidden overflow-hidden bg-brand-gradient text-white lg:flex lg:flex-col lg:gap-8 lg:p-12">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0">
        <div className="absolute -top-24 -left-24 size-96 rounded-full bg-fuchsia-400/40 blur-3xl" />
        <div className="absolute right-[-6rem] bottom-[-6rem] size-[28rem] rounded-full bg-amber-300/35 blur-3xl" />
        <div className="absolute top-1/3 left-1/2 size-72 rounded-full bg-indigo-500/40 blur-3xl" />
      </div>
      <Logo className="relative" tone="light" wordmarkClassName="text-2xl" />
      {/* The previews get whatever height is left and are clipped, never overlapping the text. */}
      <div
        aria-hidden="true"
        className="relative min-h-0 flex-1 overflow-hidden [mask-image:linear-gradient(to_bottom,black_75%,transparent)]"
      >
        <FloatingPost className="top-[4%] right-[10%] rotate-6" accent="bg-gradient-to-br from-amber-300 to-pink-500" />
        <FloatingPost
          className="top-[14%] right-[42%] -rotate-6"
          accent="bg-gradient-to-br from-sky-300 to-violet-600"
        />
      </div>
      <div className="relative max-w-md">
        <p className="text-4xl leading-tight font-extrabold tracking-tight text-balance xl:text-5xl">
          {ptBR.app.tagline}
        </p>
        <p className="mt-4 text-lg text-pretty text-white/85">{ptBR.app.taglineLong}</p>
      </div>
    </div>
  );
}
