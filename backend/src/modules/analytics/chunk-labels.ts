// Groups of the analytics over day chunks by an integer key (call type, section, device): each value's group as a
// small integer, and each group's label as callAnalytics names it (the text of its latest call; at the same instant
// the greater text), so both ways agree whatever order the rows come in.
export class Labels {
  readonly gids: Int32Array;
  readonly keys: number[] = [];
  private readonly byKey = new Map<number, number>();
  private readonly labels: string[] = [];
  private readonly latest: number[] = [];

  constructor(n: number) {
    this.gids = new Int32Array(n);
  }

  get size(): number {
    return this.keys.length;
  }

  label(g: number): string {
    return this.labels[g]!;
  }

  add(k: number, key: number, at: number, label: string): void {
    let g = this.byKey.get(key);
    if (g === undefined) {
      g = this.keys.length;
      this.byKey.set(key, g);
      this.keys.push(key);
      this.labels.push(label);
      this.latest.push(at);
    } else if (at > this.latest[g]! || (at === this.latest[g] && label > this.labels[g]!)) {
      this.labels[g] = label;
      this.latest[g] = at;
    }
    this.gids[k] = g;
  }
}
