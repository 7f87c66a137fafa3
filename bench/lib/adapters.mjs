// Turns the JSON printed by other issues' benchmarks into report rows.
//
// The convention for new benchmarks (bench/README.md): print `{ cases: [{ name, value, unit, display?,
// target?, pass? }] }` on the last stdout line. Older shapes are read as well: the analyser's `results` with
// `meetsTargets`, and any object with `meetsTargets` booleans.

export function analyserRows(json) {
  const byLabel = (part) => json.results?.find((r) => r.label.includes(part));
  const row = (name, result, min) =>
    result
      ? {
          group: 'analyser',
          name,
          value: result.realTimeFactor,
          unit: '× real time',
          display: `${result.realTimeFactor}× real time (${result.medianMs} ms per ${json.clipSeconds} s clip, median of ${result.runs})`,
          target: min ? `≥ ${min}×` : null,
          pass: min ? result.realTimeFactor >= min : null,
          detail: result,
        }
      : { group: 'analyser', name, status: 'not available', display: 'not in the analyser output' };
  return [
    row('analyser RTF with Silero VAD', byLabel('Silero VAD'), json.targets?.withVadMinRealTime),
    row('analyser RTF without VAD (energy detector)', byLabel('energy'), null),
    row('signal metrics alone', byLabel('signal metrics'), json.targets?.signalOnlyMinRealTime),
  ];
}

export function genericRows(group, json) {
  if (Array.isArray(json.cases)) {
    return json.cases.map((c) => ({
      group,
      name: c.name,
      value: c.value ?? null,
      unit: c.unit ?? '',
      display: c.display ?? `${c.value}${c.unit ? ` ${c.unit}` : ''}`,
      target: c.target ?? null,
      pass: typeof c.pass === 'boolean' ? c.pass : null,
      detail: c,
    }));
  }
  if (json.meetsTargets && typeof json.meetsTargets === 'object') {
    return Object.entries(json.meetsTargets).map(([name, pass]) => ({
      group,
      name,
      value: null,
      unit: '',
      display: JSON.stringify(json.results?.[name] ?? json[name] ?? pass).slice(0, 120),
      target: json.targets?.[name] === undefined ? 'its own target' : String(json.targets[name]),
      pass: Boolean(pass),
      detail: json,
    }));
  }
  return [
    {
      group,
      name: `${group} benchmark`,
      value: null,
      unit: '',
      display: JSON.stringify(json).slice(0, 160),
      target: null,
      pass: null,
      detail: json,
    },
  ];
}
