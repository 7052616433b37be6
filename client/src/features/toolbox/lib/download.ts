/** Saves `href` (a data: URL) as the file `name`, as a link the user clicked would. */
export function download(href: string, name: string): void {
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  a.click();
}
