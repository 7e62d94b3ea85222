#!/usr/bin/env node
/**
 * Simulates a connected device posting a day of readings.
 *
 *   npm run simulate:device -w backend -- --device <id> --token <ingestionToken> [--url http://localhost:3000] [--date yyyy-MM-dd]
 *
 * Posts, for the given day (default today, local time), the running totals a fitness band
 * reports every two hours from 08:00 to 20:00 (steps and active minutes) and last night's sleep
 * (minutes) at 07:00, to POST /api/devices/{id}/activity-data with the bearer token. For today
 * only the times already past are sent (the server refuses readings dated in the future).
 *
 * The values are drawn from a generator seeded with the device id and the day, so running it
 * again for the same day sends the same readings, which replace themselves (the server answers
 * 200 "created: false"): nothing changes, except that a later run today adds the hours that have
 * passed since.
 */
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    device: { type: 'string' },
    token: { type: 'string' },
    url: { type: 'string', default: process.env.APP_URL ?? 'http://localhost:3000' },
    date: { type: 'string' },
  },
});

if (!values.device || !values.token) {
  console.error('Usage: simulate-device --device <id> --token <ingestionToken> [--url <base url>] [--date yyyy-MM-dd]');
  process.exit(2);
}

if (values.date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.date)) {
  console.error('--date must be yyyy-MM-dd');
  process.exit(2);
}

const day = values.date ? new Date(`${values.date}T00:00:00`) : new Date();
const dayKey = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

/** mulberry32 seeded from text: the same device and day always give the same values. */
function seededRandom(seedText) {
  let seed = 0;
  for (const char of seedText) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = seededRandom(`${values.device}:${dayKey}`);
const at = (hour) => {
  const time = new Date(day);
  time.setHours(hour, 0, 0, 0);
  return time.toISOString();
};

// Every value is drawn whether or not its time has passed, so a reading's value never depends
// on when the script runs.
const planned = [{ type: 'sleep', value: 540 + Math.round(random() * 120), recordedAt: at(7) }];
let steps = 0;
let activeMins = 0;
for (let hour = 8; hour <= 20; hour += 2) {
  steps += 900 + Math.round(random() * 900);
  activeMins += 8 + Math.round(random() * 12);
  planned.push({ type: 'steps', value: steps, recordedAt: at(hour) });
  planned.push({ type: 'activeMins', value: activeMins, recordedAt: at(hour) });
}
// A device cannot report the future: for today, only the times that have passed.
const readings = planned.filter((reading) => new Date(reading.recordedAt) <= new Date());

const endpoint = new URL(`/api/devices/${values.device}/activity-data`, values.url);
for (const reading of readings) {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${values.token}` },
    body: JSON.stringify(reading),
  });
  const text = await response.text();
  if (!response.ok) {
    console.error(`${response.status}: ${text}`);
    process.exit(1);
  }
  console.log(`${reading.recordedAt} ${reading.type}=${reading.value} -> ${response.status}`);
}
console.log(`Posted ${readings.length} readings for device ${values.device}.`);
