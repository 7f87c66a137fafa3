-- Quality reasons become codes with their figures (issue 19), so a grade given today reads right in any
-- language later. Until now `recordings.reasons` held the rubric's English sentences; each is turned into
-- { "code", "params" } as @dhvani/contract/quality-reasons defines them (reasonText words them back in
-- English, unchanged). The rubric (apps/server/src/audio/rubric.ts) is the only writer of this column and
-- has produced exactly these fifteen sentences; a sentence matching none of them is left out.
UPDATE recordings AS r
SET reasons = COALESCE(
  (
    SELECT jsonb_agg(converted.reason ORDER BY converted.ord)
    FROM (
      SELECT t.ord,
        CASE
          WHEN t.txt = 'No speech detected'
            THEN jsonb_build_object('code', 'no_speech', 'params', '{}'::jsonb)
          WHEN t.txt ~ '^Only -?[0-9.]+% of the clip contains speech$'
            THEN jsonb_build_object('code', 'low_speech_share', 'params',
              jsonb_build_object('percent', (regexp_match(t.txt, '^Only (-?[0-9.]+)%'))[1]::numeric))
          WHEN t.txt ~ '^Too quiet: speech level -?[0-9.]+ dBFS$'
            THEN jsonb_build_object('code', 'too_quiet', 'params',
              jsonb_build_object('dbfs', (regexp_match(t.txt, 'level (-?[0-9.]+) dBFS'))[1]::numeric))
          WHEN t.txt ~ '^Background noise is very high \(SNR -?[0-9.]+ dB\)$'
            THEN jsonb_build_object('code', 'noise_very_high', 'params',
              jsonb_build_object('db', (regexp_match(t.txt, 'SNR (-?[0-9.]+) dB'))[1]::numeric))
          WHEN t.txt ~ '^Background noise is high \(SNR -?[0-9.]+ dB\)$'
            THEN jsonb_build_object('code', 'noise_high', 'params',
              jsonb_build_object('db', (regexp_match(t.txt, 'SNR (-?[0-9.]+) dB'))[1]::numeric))
          WHEN t.txt ~ '^Some background noise \(SNR -?[0-9.]+ dB\)$'
            THEN jsonb_build_object('code', 'noise_some', 'params',
              jsonb_build_object('db', (regexp_match(t.txt, 'SNR (-?[0-9.]+) dB'))[1]::numeric))
          WHEN t.txt ~ '^Long silence before speaking \([0-9.]+ s\)$'
            THEN jsonb_build_object('code', 'silence_before', 'params',
              jsonb_build_object('seconds', (regexp_match(t.txt, '\(([0-9.]+) s\)'))[1]::numeric))
          WHEN t.txt ~ '^Long silence after speaking \([0-9.]+ s\)$'
            THEN jsonb_build_object('code', 'silence_after', 'params',
              jsonb_build_object('seconds', (regexp_match(t.txt, '\(([0-9.]+) s\)'))[1]::numeric))
          WHEN t.txt = 'Only part of the paragraph seems to have been read'
            THEN jsonb_build_object('code', 'partial_read', 'params', '{}'::jsonb)
          WHEN t.txt = 'Reading is much slower than expected for this paragraph'
            THEN jsonb_build_object('code', 'slow_read', 'params', '{}'::jsonb)
          WHEN t.txt ~ '^Recording is too short \([0-9.]+ s\)$'
            THEN jsonb_build_object('code', 'too_short', 'params',
              jsonb_build_object('seconds', (regexp_match(t.txt, '\(([0-9.]+) s\)'))[1]::numeric))
          WHEN t.txt ~ '^Audio is clipped \([0-9.]+% of samples\)$'
            THEN jsonb_build_object('code', 'clipped', 'params',
              jsonb_build_object('percent', (regexp_match(t.txt, '\(([0-9.]+)%'))[1]::numeric))
          WHEN t.txt ~ '^The microphone adds a DC offset \([0-9.]+% of full scale\)$'
            THEN jsonb_build_object('code', 'dc_offset', 'params',
              jsonb_build_object('percent', (regexp_match(t.txt, '\(([0-9.]+)%'))[1]::numeric))
          WHEN t.txt = 'Clear speech with no audible background noise'
            THEN jsonb_build_object('code', 'clear_no_noise', 'params', '{}'::jsonb)
          WHEN t.txt ~ '^Clear speech, well above the background \(SNR -?[0-9.]+ dB\)$'
            THEN jsonb_build_object('code', 'clear', 'params',
              jsonb_build_object('db', (regexp_match(t.txt, 'SNR (-?[0-9.]+) dB'))[1]::numeric))
        END AS reason
      FROM (
        -- The sentences print negative figures with a typographic minus (U+2212).
        SELECT e.ord, replace(e.value, U&'\2212', '-') AS txt
        FROM jsonb_array_elements_text(r.reasons) WITH ORDINALITY AS e(value, ord)
      ) AS t
    ) AS converted
    WHERE converted.reason IS NOT NULL
  ),
  '[]'::jsonb
)
WHERE jsonb_typeof(r.reasons) = 'array'
  AND EXISTS (SELECT 1 FROM jsonb_array_elements(r.reasons) AS e(value) WHERE jsonb_typeof(e.value) = 'string');
