// A simple floor plan drawn as SVG for the seeded checkpoint maps (spec 02 §3): the floor's rooms (from the
// ward generator's tree) along a corridor, with stairwell, lift, day room, nurses' room, balcony and the
// emergency exit. The checkpoints are placed at the doors this drawing has (`doors`), in percent of the
// image, so map and image agree. No binary assets: the image is text written on first start.

const W = 1000;
const H = 620;
/** building outline, corridor band and the fixed side columns */
const X0 = 40;
const X1 = 900;
const Y0 = 70;
const Y1 = 590;
const CY0 = 290;
const CY1 = 370;
const LEFT = 140;
const RIGHT = 180;

export interface PlanRoom {
  /** e.g. 'Zimmer 101' */
  name: string;
  beds: number;
}

export interface FloorPlan {
  svg: string;
  /** the doors checkpoints belong at, in percent of the image width and height */
  doors: Record<'stairs' | 'lift' | 'exit' | 'balcony', { x: number; y: number }>;
}

const pct = (v: number, of: number) => Math.round((v / of) * 1000) / 10;
const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const WALL = '#37474f';
const FONT = 'font-family="\'DejaVu Sans\', Arial, sans-serif"';

function text(x: number, y: number, s: string, size: number, extra = '', fill = WALL): string {
  return `<text x="${x}" y="${y}" font-size="${size}" text-anchor="middle" fill="${fill}" ${FONT} ${extra}>${esc(s)}</text>`;
}

/** A door in a horizontal wall at y: the gap in the wall and the swing of the leaf into the room (dir 1 down, -1 up). */
function door(x: number, y: number, dir: 1 | -1, width = 40): string {
  const leafY = y + dir * width;
  return [
    `<rect x="${x}" y="${y - 4}" width="${width}" height="8" fill="#eceff1"/>`,
    `<line x1="${x}" y1="${y}" x2="${x}" y2="${leafY}" stroke="${WALL}" stroke-width="2"/>`,
    `<path d="M ${x} ${leafY} A ${width} ${width} 0 0 ${dir === 1 ? 0 : 1} ${x + width} ${y}" fill="none" stroke="${WALL}" stroke-width="1" stroke-dasharray="4 3"/>`,
  ].join('');
}

/** A resident room: bathroom at the corridor, bed(s) at the window, the door next to the bathroom. */
function room(r: PlanRoom, x: number, w: number, top: boolean): string {
  const y = top ? Y0 : CY1;
  const h = CY0 - Y0;
  const bathW = Math.min(70, w * 0.4);
  const bathY = top ? CY0 - 80 : CY1;
  const parts = [
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#fffdf7" stroke="${WALL}" stroke-width="3"/>`,
    `<rect x="${x}" y="${bathY}" width="${bathW}" height="80" fill="#e3f2fd" stroke="${WALL}" stroke-width="2"/>`,
    text(x + bathW / 2, bathY + 45, 'Bad', 11),
  ];
  const beds = Math.max(1, Math.min(2, r.beds));
  for (let i = 0; i < beds; i++) {
    const bx = x + w * ((i + 1) / (beds + 1)) - 18 + (beds === 1 ? bathW / 3 : 0);
    const by = top ? Y0 + 14 : Y1 - 84;
    parts.push(
      `<rect x="${bx}" y="${by}" width="36" height="70" rx="4" fill="#fff" stroke="#90a4ae" stroke-width="2"/>`,
    );
    parts.push(
      `<rect x="${bx + 5}" y="${top ? by + 5 : by + 51}" width="26" height="14" rx="3" fill="#cfd8dc"/>`,
    );
  }
  parts.push(
    text(x + w / 2 + bathW / 3, top ? CY0 - 100 : CY1 + 115, r.name, w < 110 ? 11 : 15, 'font-weight="bold"'),
  );
  const doorX = x + bathW + Math.max(6, (w - bathW - 40) / 2 - 10);
  parts.push(door(doorX, top ? CY0 : CY1, top ? -1 : 1));
  return parts.join('');
}

function stairs(x: number, y: number, w: number, h: number): string {
  const steps: string[] = [];
  for (let sy = y + 20; sy < y + h - 90; sy += 14)
    steps.push(
      `<line x1="${x + 20}" y1="${sy}" x2="${x + w - 20}" y2="${sy}" stroke="#90a4ae" stroke-width="2"/>`,
    );
  return (
    steps.join('') +
    `<line x1="${x + w / 2}" y1="${y + 20}" x2="${x + w / 2}" y2="${y + h - 90}" stroke="#90a4ae" stroke-width="2"/>`
  );
}

/**
 * Draws one floor. `rooms` are the floor's resident rooms in order; they alternate above and below the
 * corridor between the stairwell/lift column and the day room/nurses' room column.
 */
export function floorPlan(title: string, subtitle: string, rooms: readonly PlanRoom[]): FloorPlan {
  const topRooms = rooms.filter((_, i) => i % 2 === 0);
  const bottomRooms = rooms.filter((_, i) => i % 2 === 1);
  const middle = X1 - X0 - LEFT - RIGHT;
  const row = (list: readonly PlanRoom[], top: boolean) =>
    list.map((r, i) => room(r, X0 + LEFT + (middle / list.length) * i, middle / list.length, top)).join('');
  const rx = X1 - RIGHT;
  const stairsDoor = { x: X0 + LEFT / 2 - 20, y: CY0 };
  const liftDoor = { x: X0 + LEFT / 2 - 20, y: CY1 };
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">`,
    `<rect width="${W}" height="${H}" fill="#ffffff"/>`,
    `<text x="${X0}" y="36" font-size="22" font-weight="bold" fill="${WALL}" ${FONT}>${esc(title)}</text>`,
    `<text x="${X1}" y="36" font-size="15" text-anchor="end" fill="#607d8b" ${FONT}>${esc(subtitle)}</text>`,
    // balcony outside the day room, then the building and its corridor
    `<rect x="${X1}" y="${Y0 + 30}" width="70" height="${CY0 - Y0 - 60}" fill="#f1f8e9" stroke="#8bc34a" stroke-width="2" stroke-dasharray="6 4"/>`,
    text(
      X1 + 35,
      Y0 + (CY0 - Y0) / 2 + 5,
      'Balkon',
      12,
      `transform="rotate(-90 ${X1 + 35} ${Y0 + (CY0 - Y0) / 2})"`,
    ),
    `<rect x="${X0}" y="${Y0}" width="${X1 - X0}" height="${Y1 - Y0}" fill="#eceff1" stroke="${WALL}" stroke-width="6"/>`,
    text((X0 + X1) / 2, (CY0 + CY1) / 2 + 6, 'Flur', 16, 'fill-opacity="0.7"'),
    // stairwell and lift
    `<rect x="${X0}" y="${Y0}" width="${LEFT}" height="${CY0 - Y0}" fill="#f5f5f5" stroke="${WALL}" stroke-width="3"/>`,
    stairs(X0, Y0, LEFT, CY0 - Y0),
    text(X0 + LEFT / 2, CY0 - 58, 'Treppenhaus', 13),
    door(stairsDoor.x, stairsDoor.y, -1),
    `<rect x="${X0}" y="${CY1}" width="${LEFT}" height="${Y1 - CY1}" fill="#f5f5f5" stroke="${WALL}" stroke-width="3"/>`,
    `<rect x="${X0 + 30}" y="${CY1 + 30}" width="80" height="80" fill="#fff" stroke="${WALL}" stroke-width="2"/>`,
    `<path d="M ${X0 + 30} ${CY1 + 30} L ${X0 + 110} ${CY1 + 110} M ${X0 + 110} ${CY1 + 30} L ${X0 + 30} ${CY1 + 110}" stroke="#90a4ae" stroke-width="2"/>`,
    text(X0 + LEFT / 2, CY1 + 140, 'Lift', 13),
    door(liftDoor.x, liftDoor.y, 1),
    row(topRooms, true),
    row(bottomRooms, false),
    // day room with the balcony door, nurses' room
    `<rect x="${rx}" y="${Y0}" width="${RIGHT}" height="${CY0 - Y0}" fill="#fff8e1" stroke="${WALL}" stroke-width="3"/>`,
    text(rx + RIGHT / 2, Y0 + 125, 'Aufenthaltsraum', 14, 'font-weight="bold"'),
    `<rect x="${X1 - 4}" y="${Y0 + 40}" width="8" height="40" fill="#f1f8e9"/>`,
    door(rx + 30, CY0, -1, 50),
    `<rect x="${rx}" y="${CY1}" width="${RIGHT}" height="${Y1 - CY1}" fill="#e8f5e9" stroke="${WALL}" stroke-width="3"/>`,
    text(rx + RIGHT / 2, CY1 + 110, 'Stationszimmer', 14, 'font-weight="bold"'),
    door(rx + 30, CY1, 1),
    // emergency exit at the corridor's end
    `<rect x="${X1 - 4}" y="${CY0 + 15}" width="8" height="50" fill="#eceff1"/>`,
    `<rect x="${X1 + 8}" y="${CY0 + 22}" width="84" height="36" rx="4" fill="#2e7d32"/>`,
    text(X1 + 50, CY0 + 45, 'Notausgang', 12, 'font-weight="bold"', '#ffffff'),
    `</svg>`,
  ].join('\n');
  return {
    svg,
    doors: {
      stairs: { x: pct(stairsDoor.x + 20, W), y: pct(stairsDoor.y, H) },
      lift: { x: pct(liftDoor.x + 20, W), y: pct(liftDoor.y, H) },
      exit: { x: pct(X1 - 30, W), y: pct((CY0 + CY1) / 2, H) },
      balcony: { x: pct(X1, W), y: pct(Y0 + 60, H) },
    },
  };
}
