import sharp from 'sharp';
import { sampleFiles } from './candidates-support.js';
import { sampleVideos } from './questions-media.js';

const raster = (format: 'jpeg' | 'png' | 'gif' | 'webp') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366aa' } })
    .toFormat(format)
    .toBuffer();

/** A ZIP local-file header whose first entry is named `name` (what the sniffer reads of ODT/DOCX). */
const zipWithFirstEntry = (name: string, rest: string) =>
  Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x0a, 0x00, 0, 0, 0, 0]),
    Buffer.alloc(16),
    Buffer.from([name.length, 0, 0, 0]),
    Buffer.from(name + rest, 'latin1'),
  ]);

/** An MPEG audio frame header (MPEG-1 layer III, 128 kbit/s, 44.1 kHz) and its silent payload. */
const mp3Frame = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(413)]);

/** A WAV file: RIFF header, fmt chunk (PCM mono 8 kHz 16 bit) and 100 ms of silence. */
function wav(): Buffer {
  const data = Buffer.alloc(1600);
  const head = Buffer.alloc(44);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(36 + data.length, 4);
  head.write('WAVEfmt ', 8, 'latin1');
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20);
  head.writeUInt16LE(1, 22);
  head.writeUInt32LE(8000, 24);
  head.writeUInt32LE(16000, 28);
  head.writeUInt16LE(2, 32);
  head.writeUInt16LE(16, 34);
  head.write('data', 36, 'latin1');
  head.writeUInt32LE(data.length, 40);
  return Buffer.concat([head, data]);
}

/** One sample of every content type of spec 3, recognised by its first bytes, none committed as a binary. */
export const samples = {
  pdf: async () => sampleFiles.pdf,
  doc: async () =>
    Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]),
  docx: async () => zipWithFirstEntry('[Content_Types].xml', '<Types/> word/document.xml'),
  odt: async () => zipWithFirstEntry('mimetype', 'application/vnd.oasis.opendocument.text'),
  jpeg: () => raster('jpeg'),
  png: () => raster('png'),
  gif: () => raster('gif'),
  webp: () => raster('webp'),
  svg: async () =>
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64" fill="#c33"/></svg>',
    ),
  mp3: async () =>
    Buffer.concat([Buffer.from('ID3'), Buffer.from([4, 0, 0, 0, 0, 0, 0]), mp3Frame, mp3Frame]),
  wav: async () => wav(),
  ogg: async () =>
    Buffer.concat([Buffer.from('OggS'), Buffer.from([0, 2]), Buffer.alloc(22), Buffer.from('\x01vorbis')]),
  webm: async () => sampleVideos.webm,
  mp4: async () => sampleVideos.mp4,
};
export type SampleKind = keyof typeof samples;

/** The content type each sample is sniffed as. */
export const sampleTypes: Record<SampleKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  webm: 'video/webm',
  mp4: 'video/mp4',
};

/** Programs under innocent names: each must be refused (415) by every upload type. */
export const executables = {
  'cv.pdf': Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(120)]),
  'photo.png': Buffer.concat([Buffer.from('MZ'), Buffer.alloc(58), Buffer.from('PE\0\0')]),
  'video.mp4': Buffer.from('#!/bin/sh\nrm -rf / # <svg>\n'),
};
