import { Check } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { ptBR } from '@shared/i18n/pt-BR';
import { isThemeId, themeIds, themes } from '@shared/themes';
import { useMember, usePreferencesMutation } from '@client/features/auth/use-session';
import { Card } from '@client/ui/card';
import { toast, toastError } from '@client/ui/use-toast';
import { SettingsSubpage } from './SettingsSubpage';

const s = ptBR.settings;

export function AppearancePage() {
  const member = useMember();
  const preferences = usePreferencesMutation();

  const choose = (value: string) => {
    if (!isThemeId(value) || value === member?.theme) return;
    preferences.mutate(
      { theme: value },
      {
        onSuccess: () => toast({ title: s.themeSaved, description: s.themeNames[value], variant: 'success' }),
        onError: toastError,
      },
    );
  };

  return (
    <SettingsSubpage section="appearance">
      <Card className="p-4 sm:p-5">
        <h2 id="tema" className="font-semibold">
          {s.themeTitle}
        </h2>
        <p id="tema-descricao" className="mt-1 text-sm text-fg-muted">
          {s.themeDescription}
        </p>
        <RadioGroup.Root
          aria-labelledby="tema"
          aria-describedby="tema-descricao"
          value={member?.theme ?? 'default'}
          onValueChange={choose}
          className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3"
        >
          {themeIds.map((id) => {
            const [c1, c2, c3] = themes[id].gradient;
            return (
              <RadioGroup.Item
                key={id}
                value={id}
                className="group relative grid gap-2 rounded-2xl border-2 border-border bg-surface-muted p-2 text-left transition-colors hover:border-primary/50 data-[state=checked]:border-primary"
              >
                <span
                  aria-hidden="true"
                  className="block aspect-[4/3] w-full rounded-xl border border-black/10 shadow-inner"
                  style={{ backgroundImage: `linear-gradient(135deg, ${c1}, ${c2}, ${c3})` }}
                />
                <span className="px-1 pb-0.5 text-sm font-medium">{s.themeNames[id]}</span>
                <RadioGroup.Indicator className="absolute top-3.5 right-3.5 grid size-6 place-items-center rounded-full bg-primary text-primary-fg shadow-md">
                  <Check aria-hidden="true" className="size-4" />
                </RadioGroup.Indicator>
              </RadioGroup.Item>
            );
          })}
        </RadioGroup.Root>
      </Card>
    </SettingsSubpage>
  );
}
