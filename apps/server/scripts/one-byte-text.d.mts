export function oneByteText(code: string): {
  code: string;
  movedColumn: (line: number, column: number) => number;
};
