// Video stream triggers (spec 02 §3 video stream: trigger_start, trigger_stop; spec 01 §7 `videostream` system
// message with url and action). A stream starts when a call of its trigger_start call type opens. It stops when
// a call of its trigger_stop call type opens (staff arrived, say), or, without trigger_stop, when the last open
// call of the trigger_start type closed. The displays that show video streams (profile or ?videostream=1) open
// the frame on start and close it on stop (spec 01 §9 timings).
import type { GetsCall } from '@cs/contracts/gets';
import type { VideoStreamRecord } from '../../store/config-types.ts';

export type VideoStreamAction = 'start' | 'stop';

export interface VideoStreamMessage {
  url: string;
  action: VideoStreamAction;
}

/** One system's running streams; `update` after every change of its open calls returns what to publish. */
export class VideoStreamTriggers {
  private open = new Set<number>();
  private readonly running = new Set<number>();

  constructor(private readonly streams: () => readonly VideoStreamRecord[]) {}

  update(calls: Iterable<GetsCall>): VideoStreamMessage[] {
    const now = [...calls];
    const opened = now.filter((c) => !this.open.has(c.id));
    this.open = new Set(now.map((c) => c.id));
    const messages: VideoStreamMessage[] = [];
    for (const stream of this.streams()) {
      if (stream.trigger_start === null || !stream.url) continue;
      const was = this.running.has(stream.id);
      const started = opened.some((c) => c.call_type_id === stream.trigger_start);
      const stopped =
        stream.trigger_stop !== null
          ? opened.some((c) => c.call_type_id === stream.trigger_stop)
          : !now.some((c) => c.call_type_id === stream.trigger_start);
      // A call that opens both (trigger_start = trigger_stop) starts a stream that is not running.
      const runs = was ? !stopped : started;
      if (runs === was) continue;
      if (runs) this.running.add(stream.id);
      else this.running.delete(stream.id);
      messages.push({ url: stream.url, action: runs ? 'start' : 'stop' });
    }
    // A stream removed from the configuration while running is forgotten (its frame times out on the display).
    const configured = new Set(this.streams().map((s) => s.id));
    for (const id of this.running) if (!configured.has(id)) this.running.delete(id);
    return messages;
  }
}
