import type { Decision } from '../../alert-engine/types.js';

/**
 * What the chart needs of a replay's decisions, in columns: each decision's group, evaluation, value
 * and whether it fired. The busiest group is known only once the replay is over, and a week of 500
 * groups is a million decisions: as objects, most of a backtest's memory; here 17 bytes each.
 */
export class DecisionLog {
  private length = 0;
  private group = new Int32Array(INITIAL);
  private at = new Float64Array(INITIAL);
  /** NaN: no value recorded. */
  private value = new Float64Array(INITIAL);
  private fired = new Uint8Array(INITIAL);
  private readonly ids = new Map<string, number>();

  add(d: Decision): void {
    let id = this.ids.get(d.group);
    if (id === undefined) this.ids.set(d.group, (id = this.ids.size));
    if (this.length === this.group.length) this.grow();
    const i = this.length++;
    this.group[i] = id;
    this.at[i] = d.at;
    this.value[i] = d.value ?? Number.NaN;
    this.fired[i] = d.fired ? 1 : 0;
  }

  /** One group's decisions in evaluation order: when, its value (null: none), whether it fired. */
  of(group: string): Array<{ at: number; value: number | null; fired: boolean }> {
    const id = this.ids.get(group);
    const out: Array<{ at: number; value: number | null; fired: boolean }> = [];
    if (id === undefined) return out;
    for (let i = 0; i < this.length; i++) {
      if (this.group[i] !== id) continue;
      const v = this.value[i] as number;
      out.push({ at: this.at[i] as number, value: Number.isNaN(v) ? null : v, fired: this.fired[i] === 1 });
    }
    return out;
  }

  private grow(): void {
    const size = this.group.length * 2;
    const group = new Int32Array(size);
    group.set(this.group);
    const at = new Float64Array(size);
    at.set(this.at);
    const value = new Float64Array(size);
    value.set(this.value);
    const fired = new Uint8Array(size);
    fired.set(this.fired);
    this.group = group;
    this.at = at;
    this.value = value;
    this.fired = fired;
  }
}

const INITIAL = 4096;
