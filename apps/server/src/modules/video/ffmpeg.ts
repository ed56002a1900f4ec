import { spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';
import type { Config } from '../../config.js';

/**
 * The ffmpeg tools of this machine (docs/video.md): Debian's `ffmpeg` and `ffprobe`, or the paths
 * FFMPEG_PATH / FFPROBE_PATH name. Every call spawns the binary with an argument array (never a
 * shell), under a timeout (the process is killed when it passes), keeping the end of its stderr for
 * the error; and only one runs at a time in this process, so an instance never encodes two videos
 * side by side on its cores.
 */

/** What ffprobe says about a media file. */
export interface ProbeResult {
  /** Null when the container does not tell (some recorder WebMs); the web encoding's does. */
  durationMs: number | null;
  /** As displayed (rotation applied); null without a video stream. */
  width: number | null;
  height: number | null;
  hasVideo: boolean;
  hasAudio: boolean;
  /** The container as ffprobe names it (`matroska,webm`, `mov,mp4,m4a,3gp,3g2,mj2`). */
  format: string | null;
}

export class FfmpegError extends Error {
  constructor(
    message: string,
    /** The last lines ffmpeg wrote to stderr. */
    readonly stderrTail: string = '',
    readonly timedOut = false,
  ) {
    super(stderrTail ? `${message}: ${stderrTail}` : message);
    this.name = 'FfmpegError';
  }
}

export interface FfmpegTools {
  /** Both binaries run here (cached per path; false when either is missing). */
  available(): Promise<boolean>;
  probe(input: string): Promise<ProbeResult>;
  /** A JPEG frame at about 10 % of the duration (at most 1 s in), at most 640 px wide; its size. */
  thumbnail(
    input: string,
    output: string,
    durationMs?: number | null,
  ): Promise<{ width: number; height: number }>;
  /**
   * The web encoding: H.264 + AAC in an MP4 with its index first (`+faststart`, plays while it
   * downloads), at most 1280×720 (720×1280 upright) keeping the aspect ratio, even sides; the audio
   * only when there is some. Its probe.
   */
  encodeWeb(input: string, output: string, source?: ProbeResult): Promise<ProbeResult>;
  /**
   * The sound as speech-to-text wants it: mono 16 kHz, MP3 (`.mp3`) or 16-bit PCM WAV (`.wav`) by
   * the output's extension. False (nothing written) when the file has no audio track.
   */
  extractAudio(input: string, output: string): Promise<boolean>;
}

export interface FfmpegOptions {
  ffmpegPath: string;
  ffprobePath: string;
  /** Limits per call, ms (defaults: probe 30 s, thumbnail 60 s, encoding 15 min, audio 5 min). */
  timeouts?: Partial<Record<'probe' | 'thumbnail' | 'encode' | 'audio', number>>;
}

const defaultTimeouts = { probe: 30_000, thumbnail: 60_000, encode: 15 * 60_000, audio: 5 * 60_000 };
const stderrTailChars = 2000;
const maxStdoutBytes = 4 * 1024 * 1024;

/** One ffmpeg or ffprobe at a time in this process: each call waits for the one before. */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

/** Runs a binary with arguments; resolves to its stdout, or rejects with the end of its stderr. */
function run(bin: string, args: string[], timeoutMs: number): Promise<string> {
  return oneAtATime(
    () =>
      new Promise<string>((resolve, reject) => {
        let child;
        try {
          child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'], windowsHide: true });
        } catch (error) {
          reject(new FfmpegError(`${bin} could not start (${(error as Error).message})`));
          return;
        }
        const out: Buffer[] = [];
        let outBytes = 0;
        let err = '';
        let timedOut = false;
        child.stdout.on('data', (chunk: Buffer) => {
          outBytes += chunk.length;
          if (outBytes <= maxStdoutBytes) out.push(chunk);
        });
        child.stderr.on('data', (chunk: Buffer) => {
          err = (err + chunk.toString('utf8')).slice(-stderrTailChars);
        });
        const timer = setTimeout(() => {
          timedOut = true;
          child.kill('SIGKILL');
          // Settle now: a grandchild holding the pipes (a wrapper script) must not hold the queue.
          child.stdout.destroy();
          child.stderr.destroy();
          reject(new FfmpegError(`${bin} took longer than ${timeoutMs} ms`, err.trim(), true));
        }, timeoutMs);
        child.on('error', (error) => {
          clearTimeout(timer);
          reject(new FfmpegError(`${bin} could not start (${error.message})`));
        });
        child.on('close', (code, signal) => {
          clearTimeout(timer);
          const tail = err.trim();
          if (timedOut) return;
          if (code !== 0) reject(new FfmpegError(`${bin} failed (${signal ?? `exit ${code}`})`, tail));
          else resolve(Buffer.concat(out).toString('utf8'));
        });
      }),
  );
}

interface ProbeJson {
  format?: { duration?: string; format_name?: string };
  streams?: Array<{
    codec_type?: string;
    width?: number;
    height?: number;
    duration?: string;
    tags?: { rotate?: string };
    side_data_list?: Array<{ rotation?: number }>;
  }>;
}

const seconds = (value: string | undefined) => {
  const n = Number(value);
  return value !== undefined && Number.isFinite(n) && n > 0 ? Math.round(n * 1000) : null;
};

function readProbe(json: ProbeJson): ProbeResult {
  const streams = json.streams ?? [];
  const videoStream = streams.find((s) => s.codec_type === 'video' && s.width && s.height);
  let width = videoStream?.width ?? null;
  let height = videoStream?.height ?? null;
  const rotation = Number(
    videoStream?.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ??
      videoStream?.tags?.rotate ??
      0,
  );
  if (Math.abs(rotation) % 180 === 90) [width, height] = [height, width];
  const durations = [seconds(json.format?.duration), ...streams.map((s) => seconds(s.duration))];
  return {
    durationMs: durations.find((d) => d !== null) ?? null,
    width,
    height,
    hasVideo: videoStream !== undefined,
    hasAudio: streams.some((s) => s.codec_type === 'audio'),
    format: json.format?.format_name ?? null,
  };
}

async function nonEmpty(path: string): Promise<boolean> {
  return ((await stat(path).catch(() => null))?.size ?? 0) > 0;
}

const availability = new Map<string, Promise<boolean>>();

/** The tools for these binaries (one cache of `available()` per pair of paths). */
export function ffmpegTools(options: FfmpegOptions): FfmpegTools {
  const timeouts = { ...defaultTimeouts, ...options.timeouts };
  const { ffmpegPath: ffmpeg, ffprobePath: ffprobe } = options;
  // -nostdin: never wait for a keypress; -v error: stderr holds the errors only.
  const ffmpegArgs = ['-hide_banner', '-nostdin', '-v', 'error', '-y'];

  const tools: FfmpegTools = {
    available() {
      const key = `${ffmpeg}\0${ffprobe}`;
      let known = availability.get(key);
      if (!known) {
        known = Promise.all([run(ffmpeg, ['-version'], 10_000), run(ffprobe, ['-version'], 10_000)]).then(
          () => true,
          () => false,
        );
        availability.set(key, known);
      }
      return known;
    },

    async probe(input) {
      const text = await run(
        ffprobe,
        ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', input],
        timeouts.probe,
      );
      let json: ProbeJson;
      try {
        json = JSON.parse(text) as ProbeJson;
      } catch {
        throw new FfmpegError('ffprobe answered something other than JSON');
      }
      return readProbe(json);
    },

    async thumbnail(input, output, durationMs) {
      const at = durationMs ? Math.min(1000, durationMs * 0.1) : 0;
      const grab = (seekMs: number) =>
        run(
          ffmpeg,
          [
            ...ffmpegArgs,
            ...(seekMs > 0 ? ['-ss', (seekMs / 1000).toFixed(3)] : []),
            '-i',
            input,
            '-map',
            '0:v:0',
            '-frames:v',
            '1',
            '-vf',
            "scale='min(640,iw)':-2",
            '-q:v',
            '4',
            '-f',
            'image2',
            '-c:v',
            'mjpeg',
            output,
          ],
          timeouts.thumbnail,
        );
      await grab(at);
      // A seek past the last frame writes nothing: take the first frame instead.
      if (!(await nonEmpty(output)) && at > 0) await grab(0);
      if (!(await nonEmpty(output))) throw new FfmpegError('ffmpeg made no thumbnail (no frame decoded)');
      const made = await tools.probe(output);
      return { width: made.width ?? 0, height: made.height ?? 0 };
    },

    async encodeWeb(input, output, source) {
      const probe = source ?? (await tools.probe(input));
      if (!probe.hasVideo) throw new FfmpegError('The file has no video stream');
      const upright = (probe.height ?? 0) > (probe.width ?? 0);
      const [boxW, boxH] = upright ? [720, 1280] : [1280, 720];
      await run(
        ffmpeg,
        [
          ...ffmpegArgs,
          '-i',
          input,
          '-map',
          '0:v:0',
          ...(probe.hasAudio ? ['-map', '0:a:0'] : []),
          '-sn',
          '-dn',
          '-vf',
          `scale=w='min(${boxW},iw)':h='min(${boxH},ih)':force_original_aspect_ratio=decrease:force_divisible_by=2`,
          '-c:v',
          'libx264',
          '-preset',
          'veryfast',
          '-crf',
          '23',
          '-pix_fmt',
          'yuv420p',
          '-profile:v',
          'main',
          ...(probe.hasAudio ? ['-c:a', 'aac', '-b:a', '128k', '-ac', '2'] : []),
          '-movflags',
          '+faststart',
          '-max_muxing_queue_size',
          '1024',
          '-f',
          'mp4',
          output,
        ],
        timeouts.encode,
      );
      return tools.probe(output);
    },

    async extractAudio(input, output) {
      const probe = await tools.probe(input);
      if (!probe.hasAudio) return false;
      const wav = output.toLowerCase().endsWith('.wav');
      await run(
        ffmpeg,
        [
          ...ffmpegArgs,
          '-i',
          input,
          '-map',
          '0:a:0',
          '-vn',
          '-ac',
          '1',
          '-ar',
          '16000',
          ...(wav ? ['-c:a', 'pcm_s16le', '-f', 'wav'] : ['-c:a', 'libmp3lame', '-b:a', '32k', '-f', 'mp3']),
          output,
        ],
        timeouts.audio,
      );
      return true;
    },
  };
  return tools;
}

/** The tools this installation is configured with (config.video). */
export const configuredFfmpeg = (config: Pick<Config, 'video'>, timeouts?: FfmpegOptions['timeouts']) =>
  ffmpegTools({ ffmpegPath: config.video.ffmpegPath, ffprobePath: config.video.ffprobePath, timeouts });
