// The one look of a modal <dialog> (the delete confirmations): centred, at most 28rem wide and never wider
// than the screen less a margin, over a dimmed page; its body and its row of actions (the safe one first on
// a phone's bottom row, to the right on a wide screen).
export const dialogClass =
  'm-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl p-0 shadow-xl backdrop:bg-ink/50';
export const dialogBodyClass = 'flex flex-col gap-4 p-5 whitespace-normal sm:p-6';
export const dialogTitleClass = 'text-xl font-semibold text-danger-strong';
export const dialogActionsClass = 'flex flex-col-reverse gap-3 sm:flex-row sm:justify-end';
