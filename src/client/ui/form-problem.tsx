/** What went wrong, said inside a dialog: a modal hides the toast region from screen readers. */
export function FormProblem({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="rounded-xl bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive">
      {message}
    </p>
  ) : null;
}
