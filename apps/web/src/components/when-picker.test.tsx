import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { WhenPicker, type When, type WhenField } from './when-picker';

const LABELS = { date: 'Date', time: 'Time', guests: 'Guests' };

function Picker(props: {
  fields: readonly WhenField[];
  initial: When;
  onChange?: (w: When) => void;
  times?: readonly string[];
}) {
  const [value, setValue] = useState(props.initial);
  return (
    <WhenPicker
      layout="panel"
      fields={props.fields}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
      labels={LABELS}
      maxGuests={6}
      times={props.times}
    />
  );
}

describe('WhenPicker', () => {
  it('shows the fields asked for, in their order', () => {
    render(
      <Picker fields={['guests', 'date']} initial={{ date: '2026-12-04', time: '', guests: 2 }} />,
    );
    const labels = screen.getAllByText(/^(Date|Time|Guests)$/).map((label) => label.textContent);
    expect(labels).toEqual(['Guests', 'Date']);
    expect(screen.getAllByRole('option')).toHaveLength(6);
  });

  it('offers every quarter hour and keeps an off-quarter time from the address selectable', () => {
    render(
      <Picker
        fields={['date', 'time']}
        initial={{ date: '2026-12-04', time: '19:10', guests: 2 }}
      />,
    );
    const time = screen.getByRole('combobox', { name: 'Time' });
    expect(time).toHaveValue('19:10');
    expect(screen.getAllByRole('option')).toHaveLength(97);
  });

  it('offers only the times it is given, and keeps a time from the address outside them', () => {
    render(
      <Picker
        fields={['time']}
        initial={{ date: '2026-12-04', time: '12:00', guests: 2 }}
        times={['17:00', '17:15', '17:30']}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Time' })).toHaveValue('12:00');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '12:00',
      '17:00',
      '17:15',
      '17:30',
    ]);
  });

  it('shows a party larger than it offers as asked, never the first option instead', () => {
    render(<Picker fields={['guests']} initial={{ date: '2026-12-04', time: '', guests: 16 }} />);
    expect(screen.getByRole('combobox', { name: 'Guests' })).toHaveValue('16');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '16',
    ]);
  });

  it('passes on a changed day, party or time, and ignores a cleared date', () => {
    const onChange = vi.fn();
    render(
      <Picker
        fields={['date', 'time', 'guests']}
        initial={{ date: '2026-12-04', time: '19:00', guests: 2 }}
        onChange={onChange}
      />,
    );
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-12-05' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Guests' }), { target: { value: '4' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Time' }), {
      target: { value: '20:15' },
    });
    expect(onChange).toHaveBeenLastCalledWith({ date: '2026-12-05', time: '20:15', guests: 4 });
  });
});
