import { Bot } from 'lucide-react';
import { useId } from 'react';
import { ptBR } from '@shared/i18n/pt-BR';
import { Switch } from '@client/ui/switch';
import { useAssistantActive } from './use-assistant-active';

export function BotOnlineSwitch() {
  const { active, setActive } = useAssistantActive();
  const id = useId();
  return (
    <div className="flex items-center gap-3 rounded-xl px-3 py-2.5">
      <Bot aria-hidden="true" className="size-5 shrink-0 text-fg-muted" />
      <label htmlFor={id} className="flex-1 cursor-pointer text-sm font-medium">
        {ptBR.nav.botOnline}
      </label>
      <Switch id={id} checked={active} onCheckedChange={setActive} />
    </div>
  );
}
