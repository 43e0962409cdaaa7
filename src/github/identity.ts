/** Author of comments, issues and pull requests made with the workflow's GITHUB_TOKEN (REST form). */
export const GITHUB_ACTIONS_LOGIN = 'github-actions[bot]';

/** Whether two logins name one account: GraphQL gives bots without `[bot]`, REST with it; logins are case-insensitive. */
export function sameLogin(a: string | undefined, b: string): boolean {
  const norm = (s: string) => s.toLowerCase().replace(/\[bot\]$/, '');
  return a !== undefined && norm(a) === norm(b);
}
