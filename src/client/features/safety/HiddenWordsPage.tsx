import { EyeOff, Plus, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ptBR } from '@shared/i18n/pt-BR';
import { hiddenWordSchema, MAX_HIDDEN_WORDS } from '@shared/safety';
import { MAX_HIDDEN_WORD } from '@shared/safety-rules';
import { errorMessage } from '@client/lib/api';
import { SettingsSubpage } from '@client/features/settings/SettingsSubpage';
import { BusyButton } from '@client/ui/busy-button';
import { Button } from '@client/ui/button';
import { Card } from '@client/ui/card';
import { TextField } from '@client/ui/text-field';
import { toast, toastError } from '@client/ui/use-toast';
import { SafetyListCard } from './SafetyListCard';
import { useAddWordMutation, useHiddenWordsQuery, useRemoveWordMutation } from './use-safety';

const t = ptBR.safetyScreens;

function AddWordForm({ full }: { full: boolean }) {
  const [word, setWord] = useState('');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const add = useAddWordMutation();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The same rule as the server's, so an empty or too long word is said without a request.
    const parsed = hiddenWordSchema.safeParse(word);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    add.mutate(parsed.data, {
      onSuccess: () => {
        setWord('');
        setProblem(undefined);
        toast({ title: t.wordAdded(parsed.data), variant: 'success' });
      },
      onError: (error) => setProblem(errorMessage(error)),
    });
  };
  return (
    <Card className="p-4 sm:p-5">
      <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-3">
        <TextField
          label={t.wordLabel}
          value={word}
          onChange={(e) => {
            setWord(e.target.value);
            setProblem(undefined);
          }}
          maxLength={MAX_HIDDEN_WORD}
          placeholder={t.wordPlaceholder}
          autoComplete="off"
          error={problem}
          className="min-w-0 flex-1 basis-56"
        />
        <BusyButton type="submit" busy={add.isPending} disabled={full} className="sm:mt-7">
          <Plus aria-hidden="true" />
          {t.addWord}
        </BusyButton>
      </form>
    </Card>
  );
}

/** /settings/hidden-words: the words that fold posts and comments for the member; add, list, remove. */
export function HiddenWordsPage() {
  const query = useHiddenWordsQuery();
  const add = useAddWordMutation();
  const remove = useRemoveWordMutation();

  const onRemove = (word: string) =>
    remove.mutate(word, {
      onSuccess: () =>
        toast({
          title: t.wordRemoved(word),
          variant: 'success',
          action: {
            label: t.undo,
            onClick: () => add.mutate(word, { onError: toastError }),
          },
        }),
      onError: toastError,
    });

  return (
    <SettingsSubpage section="hidden-words" description={t.wordsDescription}>
      <AddWordForm full={(query.data?.length ?? 0) >= MAX_HIDDEN_WORDS} />
      <SafetyListCard
        title={t.yourWords}
        query={query}
        plain
        empty={{ icon: EyeOff, title: t.noWords, hint: t.noWordsHint }}
      >
        {({ word }) => (
          <li key={word} className="flex items-center gap-3 py-1.5 pr-2 pl-4 sm:pl-5">
            <span className="min-w-0 flex-1 truncate font-medium">{word}</span>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t.removeWordOf(word)}
              disabled={remove.isPending && remove.variables === word}
              onClick={() => onRemove(word)}
            >
              <X aria-hidden="true" />
            </Button>
          </li>
        )}
      </SafetyListCard>
    </SettingsSubpage>
  );
}
