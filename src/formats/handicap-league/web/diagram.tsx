/**
 * A shogi position as a server-rendered SVG diagram (HL-9: the starting position of a handicap).
 * The uwate sits at the top with his pieces upside down, as on a printed diagram; the squares his
 * handicap emptied are shaded. Files run 9 … 1 from the left, ranks 一 … 九 from the top.
 */
import type { Position } from '../index.js';

const CELL = 40;
const TOP = 22;
const LEFT = 4;
const RIGHT = 24;
const SIZE = 9 * CELL;

/** By SFEN letter in lower case; the kings differ: 王 for the uwate (gote), 玉 for the shitate. */
const KANJI: Readonly<Record<string, string>> = {
  r: '飛',
  b: '角',
  g: '金',
  s: '銀',
  n: '桂',
  l: '香',
  p: '歩',
};

const RANKS = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** `1a` → the column and row of the diagram (file 9 is the leftmost column). */
const place = (square: string): readonly [number, number] => [
  9 - Number(square[0]),
  'abcdefghi'.indexOf(square[1] ?? ''),
];

export function Diagram({
  position,
  title,
  id,
  emptied = [],
}: {
  position: Position;
  title: string;
  id: string;
  /** Squares the handicap emptied (`1a`, `8b` …). */
  emptied?: readonly string[];
}) {
  const lines = Array.from({ length: 10 }, (_, i) => i * CELL);
  return (
    <svg
      class="hl-diagram"
      viewBox={`0 0 ${LEFT + SIZE + RIGHT} ${TOP + SIZE + 4}`}
      role="img"
      aria-labelledby={`${id}-title`}
      xmlns="http://www.w3.org/2000/svg"
    >
      <title id={`${id}-title`}>{title}</title>
      <g transform={`translate(${LEFT} ${TOP})`}>
        <rect width={SIZE} height={SIZE} fill="#f2d8a0" />
        {emptied.map((square) => {
          const [c, r] = place(square);
          return <rect x={c * CELL} y={r * CELL} width={CELL} height={CELL} fill="#d9b46a" />;
        })}
        {lines.map((x) => (
          <line x1={x} y1={0} x2={x} y2={SIZE} stroke="#3b2a10" stroke-width={1} />
        ))}
        {lines.map((y) => (
          <line x1={0} y1={y} x2={SIZE} y2={y} stroke="#3b2a10" stroke-width={1} />
        ))}
        {[3, 6].flatMap((a) =>
          [3, 6].map((b) => <circle cx={a * CELL} cy={b * CELL} r={3} fill="#3b2a10" />),
        )}
        {position.board.flatMap((row, r) =>
          row.map((cell, c) => {
            if (cell === null) return null;
            const x = c * CELL + CELL / 2;
            const y = r * CELL + CELL / 2;
            const gote = cell === cell.toLowerCase();
            return (
              <text
                x={x}
                y={y}
                font-size={26}
                text-anchor="middle"
                dominant-baseline="central"
                fill="#1b1f24"
                {...(gote ? { transform: `rotate(180 ${x} ${y})` } : {})}
              >
                {cell === 'k' ? '王' : cell === 'K' ? '玉' : (KANJI[cell.toLowerCase()] ?? cell)}
              </text>
            );
          }),
        )}
      </g>
      {Array.from({ length: 9 }, (_, c) => (
        <text x={LEFT + c * CELL + CELL / 2} y={TOP - 6} font-size={14} text-anchor="middle" fill="#57606a">
          {9 - c}
        </text>
      ))}
      {RANKS.map((rank, r) => (
        <text
          x={LEFT + SIZE + RIGHT / 2}
          y={TOP + r * CELL + CELL / 2}
          font-size={14}
          text-anchor="middle"
          dominant-baseline="central"
          fill="#57606a"
        >
          {rank}
        </text>
      ))}
    </svg>
  );
}
