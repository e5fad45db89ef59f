export type BudgetedPage = { page: string; path: string; routeChunks: string[]; budgetKb: number; goalKb: number };
export type PageResult = {
  page: string;
  path: string;
  budgetKb: number;
  bytes: number;
  kb: number;
  withinBudget: boolean;
  goalKb: number;
  meetsGoal: boolean;
  /** Largest first. */
  files: { file: string; bytes: number }[];
};
export const DIST_DIR: string;
export const PAGES: BudgetedPage[];
export const BUDGETS_KB: Record<string, number>;
export function measurePages(distDir?: string): PageResult[];
export function describePage(result: PageResult): string;
