/** '@Nome Sobrenome' as the server reads a mention: '@' then words, the later ones capitalised. */
const MENTION = /(@[\p{L}\p{N}_.'-]+(?:[ ][\p{Lu}][\p{L}\p{N}_.'-]*){0,3})/u;

/** Text with its @mentions set off, as the member who wrote it meant them. */
export function MentionText({ text }: { text: string }) {
  const parts = text.split(MENTION);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <span key={i} className="font-semibold text-accent-fg">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
