import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import Select from 'react-select';
import { countryOptions, matchesCountry, optionForLabel, type CountryOption } from '@manzil/shared/countries';

/** Props of CountrySelect: the value is the country's English label (SPEC §3 "Shipping address"). */
export interface CountrySelectProps {
  inputId: string;
  value: string;
  onChange: (label: string) => void;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * The searchable country select of the address form (react-select): about 250 countries and
 * territories, matched case- and accent-insensitively anywhere in the English or native name
 * ('cote' finds Côte d'Ivoire); the menu is between 140 and 300 px high (SPEC §2).
 */
export function CountrySelect({ inputId, value, onChange, invalid, describedBy }: CountrySelectProps) {
  const intl = useIntl();
  const options = useMemo(() => countryOptions(), []);
  const selected = value ? (optionForLabel(value) ?? { value: '', label: value, native: '' }) : null;
  return (
    <Select<CountryOption, false>
      inputId={inputId}
      options={options}
      value={selected}
      onChange={(option) => onChange(option?.label ?? '')}
      filterOption={(option, input) => matchesCountry(option.data, input)}
      formatOptionLabel={(option, meta) =>
        meta.context === 'menu' && option.native && option.native !== option.label ? `${option.label} — ${option.native}` : option.label
      }
      getOptionValue={(option) => option.value || option.label}
      placeholder={intl.formatMessage({ id: 'addresses.form.countryPlaceholder' })}
      noOptionsMessage={() => intl.formatMessage({ id: 'addresses.form.noCountry' })}
      minMenuHeight={140}
      maxMenuHeight={300}
      menuPlacement="auto"
      aria-invalid={invalid}
      aria-describedby={describedBy}
      styles={{
        control: (base, state) => ({
          ...base,
          minHeight: 44,
          borderRadius: 10,
          borderColor: invalid ? 'var(--mz-danger, #c62828)' : state.isFocused ? 'var(--mz-focus, #c7883b)' : 'var(--mz-border, #e4dbd0)',
          boxShadow: state.isFocused ? '0 0 0 3px color-mix(in srgb, var(--mz-focus, #c7883b) 45%, transparent)' : 'none',
        }),
        menu: (base) => ({ ...base, zIndex: 5 }),
        option: (base, state) => ({
          ...base,
          backgroundColor: state.isSelected
            ? 'var(--mz-primary, #7a4a22)'
            : state.isFocused
              ? 'var(--mz-surface-muted, #f4efe9)'
              : 'transparent',
          color: state.isSelected ? 'var(--mz-on-primary, #fff)' : 'inherit',
        }),
      }}
    />
  );
}
