import { Button, Flex, Skeleton, Text } from '@radix-ui/themes';
import {
  DEFAULT_TIME_ZONE,
  PERIOD_PICKER_LABELS,
  PERIOD_PRESET_LABELS,
  PERIOD_PRESETS,
  type Period,
  type PeriodPreset,
  parsePeriod,
  parseTimeZone,
  periodToday,
  resolvePeriod,
  serialisePeriod,
} from '@storesearch/sdk/insights';
import { type FormEvent, useId, useState } from 'react';
import { useMessageArea } from '../../../hooks/shared/useMessageArea';
import { useT } from '../../../hooks/shared/useT';
import { FormField } from '../../shared/FormField/FormField';
import { SelectField } from '../../shared/SelectField/SelectField';

/** The picker's choice: a preset, or a range of one's own. */
type Choice = PeriodPreset | 'custom';

/** Props of PeriodPicker. */
export interface PeriodPickerProps {
  /** The period shown. */
  value: Period;
  /** Called with a preset as soon as it is chosen, or with a custom range once it is applied and valid. */
  onChange: (period: Period) => void;
  /** The store's IANA time zone: its today is the last day a range may end on; UTC when omitted. */
  timeZone?: string | undefined;
}

/**
 * Chooses the period a screen reports on: a preset (today, last 7, 30, 90 days, this month, last month) or a
 * custom range of days, which starts as the days of the period shown. A range is checked by the SDK's
 * `parsePeriod` when applied (it may not end after the store's today); a bad one shows the catalogue's reason
 * and keeps the dates as typed.
 */
export function PeriodPicker({ value, onChange, timeZone }: PeriodPickerProps) {
  const t = useT();
  const id = useId();
  // The store's zone, or UTC without one or with one the runtime does not know (resolvePeriod would throw).
  const zone = timeZone !== undefined && parseTimeZone(timeZone).ok ? timeZone : DEFAULT_TIME_ZONE;
  const [choice, setChoice] = useState<Choice>(value.kind === 'preset' ? value.preset : 'custom');
  const [from, setFrom] = useState(value.kind === 'custom' ? value.from : '');
  const [to, setTo] = useState(value.kind === 'custom' ? value.to : '');
  const [error, setError] = useState<string | null>(null);
  // A period shown from elsewhere (Back, a link, a reset) replaces the draft; the picker stays mounted, so the
  // control chosen with keeps the focus.
  const valueText = serialisePeriod(value);
  const [shownValue, setShownValue] = useState(valueText);
  if (valueText !== shownValue) {
    setShownValue(valueText);
    setChoice(value.kind === 'preset' ? value.preset : 'custom');
    setFrom(value.kind === 'custom' ? value.from : '');
    setTo(value.kind === 'custom' ? value.to : '');
    setError(null);
  }
  const messagesReady = useMessageArea('insights');

  const choose = (next: Choice) => {
    setChoice(next);
    setError(null);
    if (next !== 'custom') onChange({ kind: 'preset', preset: next });
    else if (from === '' && to === '') {
      // A range of one's own starts as the days shown, to widen or narrow rather than type from nothing.
      const shown = resolvePeriod(value, { now: Date.now(), timeZone: zone });
      setFrom(shown.from);
      setTo(shown.to);
    }
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parsePeriod(`${from}..${to}`, periodToday(Date.now(), zone));
    if (!parsed.ok) {
      const [issue] = parsed.errors;
      setError(issue ? t(issue.messageKey, issue.params) : t('periodInvalid'));
      return;
    }
    setError(null);
    if (serialisePeriod(parsed.value) !== serialisePeriod(value)) onChange(parsed.value);
  };

  if (!messagesReady) {
    return (
      <Skeleton width="200px" height="56px">
        {t('loading')}
      </Skeleton>
    );
  }
  return (
    <Flex
      direction={{ initial: 'column', sm: 'row' }}
      gap="3"
      align={{ initial: 'stretch', sm: 'start' }}
      wrap="wrap"
    >
      <SelectField<Choice>
        label={t(PERIOD_PICKER_LABELS.period)}
        value={choice}
        options={[
          ...PERIOD_PRESETS.map((preset) => ({ value: preset, label: t(PERIOD_PRESET_LABELS[preset]) })),
          { value: 'custom', label: t(PERIOD_PICKER_LABELS.custom) },
        ]}
        onChange={choose}
      />
      {choice === 'custom' && (
        <form onSubmit={apply} noValidate>
          <Flex
            direction={{ initial: 'column', sm: 'row' }}
            gap="3"
            align={{ initial: 'stretch', sm: 'start' }}
          >
            <FormField
              id={`${id}-start`}
              type="date"
              label={t(PERIOD_PICKER_LABELS.start)}
              value={from}
              onChange={setFrom}
            />
            <FormField
              id={`${id}-end`}
              type="date"
              label={t(PERIOD_PICKER_LABELS.end)}
              value={to}
              onChange={setTo}
              error={error}
            />
            <Flex direction="column" gap="1">
              {/* Keeps the button on the inputs' line: an empty label's height above it. */}
              <Text size="2" aria-hidden>
                {'\u00a0'}
              </Text>
              <Button type="submit">{t(PERIOD_PICKER_LABELS.apply)}</Button>
            </Flex>
          </Flex>
        </form>
      )}
    </Flex>
  );
}
