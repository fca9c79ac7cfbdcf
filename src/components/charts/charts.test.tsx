import { fireEvent, screen } from '@testing-library/react';
import { formatMoney } from '@/lib/money';
import { renderWithProviders } from '../../../tests/render-ui';
import { AreaChart, BarChart, DonutChart } from '.';

const euros = (minor: number) => formatMoney(minor, 'EUR', 'en');
/** Text as toHaveTextContent reads it (no-break spaces collapse to spaces). */
const plain = (text: string) => text.replace(/\s+/g, ' ');
const count = (value: number) => String(value);
const tooltip = () => screen.queryByRole('tooltip');

describe('chart layer', () => {
  it('area chart: focus shows the formatted value, arrows move, Escape closes', async () => {
    const data = [
      { day: 'Nov 1', volume: 123456 },
      { day: 'Nov 2', volume: 0 },
    ];
    const { user } = await renderWithProviders(
      <AreaChart data={data} dataKey="day" series={[{ name: 'volume', label: 'Volume', color: 'blue.6' }]} valueFormatter={euros} />,
    );
    const chart = screen.getByRole('img', { name: `Volume, Nov 1 to Nov 2: lowest ${euros(0)}, highest ${euros(123456)}` });
    expect(tooltip()).toBeNull();
    await user.tab();
    expect(chart).toHaveFocus();
    expect(tooltip()).toHaveTextContent('Nov 1');
    expect(tooltip()).toHaveTextContent(plain(euros(123456)));
    await user.keyboard('{ArrowRight}');
    expect(tooltip()).toHaveTextContent('Nov 2');
    expect(tooltip()).toHaveTextContent(plain(euros(0)));
    await user.keyboard('{Escape}');
    expect(tooltip()).toBeNull();
    // The pointer shows the point nearest to it (the chart is 600 px wide in tests).
    fireEvent.mouseMove(chart, { clientX: 10, clientY: 50 });
    expect(tooltip()).toHaveTextContent('Nov 1');
    fireEvent.mouseLeave(chart);
    expect(tooltip()).toBeNull();
  });

  it("a series' tooltip row can be left out (yesterday's figure is not repeated as today's)", async () => {
    const data = [
      { day: 'Nov 1', volume: 100 },
      { day: 'Nov 2', volume: 200, soFar: 200, incomplete: false },
      { day: 'Nov 3', soFar: 50, incomplete: true },
    ];
    const series = [
      { name: 'volume', label: 'Volume', color: 'blue.6' },
      { name: 'soFar', label: 'Today so far', color: 'blue.6', dashed: true, inTooltip: (row: object) => 'incomplete' in row && row.incomplete === true },
    ];
    const { user } = await renderWithProviders(<AreaChart data={data} dataKey="day" series={series} valueFormatter={euros} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(tooltip()).toHaveTextContent('Volume');
    expect(tooltip()).not.toHaveTextContent('Today so far');
    await user.keyboard('{End}');
    expect(tooltip()).toHaveTextContent('Today so far');
    expect(tooltip()).not.toHaveTextContent('Volume');
  });

  it('a missing value breaks the line: it is not drawn as zero', async () => {
    const data = [{ day: 'Nov 1', volume: 100 }, { day: 'Nov 2' }, { day: 'Nov 3', volume: 300 }];
    const { container } = await renderWithProviders(
      <AreaChart data={data} dataKey="day" series={[{ name: 'volume', label: 'Volume', color: 'blue.6' }]} valueFormatter={euros} />,
    );
    // Two runs of one point each: an area and a line apiece, and a dot so that a lone day shows.
    expect(container.querySelectorAll('path')).toHaveLength(4);
    expect(container.querySelectorAll('circle')).toHaveLength(2);
  });

  it('stacked balances may be negative: the axis goes below zero and the tooltip tells the signed amount', async () => {
    const data = [
      { day: 'Nov 1', available: -25000, pending: 10000, reserved: 0 },
      { day: 'Nov 2', available: 100000, pending: 20000, reserved: 5000 },
    ];
    const series = [
      { name: 'available', label: 'Available', color: 'teal.6' },
      { name: 'pending', label: 'Pending', color: 'blue.6' },
      { name: 'reserved', label: 'Reserved', color: 'grape.6' },
    ];
    const { user, container } = await renderWithProviders(<AreaChart data={data} dataKey="day" series={series} stacked valueFormatter={euros} />);
    const ticks = [...container.querySelectorAll('text')].map((text) => text.textContent);
    expect(ticks).toEqual(expect.arrayContaining([euros(-50000), euros(0), euros(150000)]));
    await user.tab();
    expect(tooltip()).toHaveTextContent(plain(`Available${euros(-25000)}`));
    expect(tooltip()).toHaveTextContent(plain(`Pending${euros(10000)}`));
  });

  it('empty data and a single point still draw a chart', async () => {
    const series = [{ name: 'volume', label: 'Volume', color: 'blue.6' }];
    const { user, unmount } = await renderWithProviders(<AreaChart data={[]} dataKey="day" series={series} valueFormatter={euros} />);
    await user.tab();
    expect(screen.getByRole('img')).toHaveFocus();
    expect(tooltip()).toBeNull();
    unmount();
    const single = await renderWithProviders(<AreaChart data={[{ day: 'Nov 1', volume: 0 }]} dataKey="day" series={series} valueFormatter={euros} />);
    expect(single.container.querySelector('circle')).not.toBeNull();
    await single.user.tab();
    expect(tooltip()).toHaveTextContent(plain(`Nov 1Volume${euros(0)}`));
  });

  it('bar chart: each bar is told in the name; right to left, the first bar is on the right and ArrowLeft moves forward', async () => {
    const data = [
      { label: '10.4', count: 3 },
      { label: '13.1', count: 0 },
      { label: '4837', count: 7 },
    ];
    const { user, container } = await renderWithProviders(
      <BarChart data={data} dataKey="label" series={[{ name: 'count', label: 'عدد', color: 'blue.6' }]} valueFormatter={count} />,
      { lng: 'ar' },
    );
    expect(screen.getByRole('img')).toHaveAccessibleName('عدد: 10.4 3, 13.1 0, 4837 7');
    const bars = [...container.querySelectorAll('rect')];
    expect(Number(bars[0].getAttribute('x'))).toBeGreaterThan(Number(bars[2].getAttribute('x')));
    await user.tab();
    expect(tooltip()).toHaveTextContent('10.4');
    await user.keyboard('{ArrowLeft}');
    expect(tooltip()).toHaveTextContent('13.1');
  });

  it('horizontal bars: labels beside them, value ticks in whole numbers', async () => {
    const data = [
      { label: '10.4', count: 3 },
      { label: '4837', count: 7 },
    ];
    const { user, container } = await renderWithProviders(
      <BarChart horizontal data={data} dataKey="label" series={[{ name: 'count', label: 'Count', color: 'blue.6' }]} valueFormatter={count} />,
    );
    const texts = [...container.querySelectorAll('text')].map((text) => text.textContent);
    expect(texts).toEqual(['0', '2', '4', '6', '8', '10.4', '4837']);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(tooltip()).toHaveTextContent('4837Count7');
  });

  it('donut: the total in the hole, every share in the name, a tooltip per segment on focus and hover', async () => {
    const data = [
      { name: 'Approved', value: 90, color: 'teal.6' },
      { name: 'Refunded', value: 0, color: 'gray.5' },
      { name: 'Declined', value: 10, color: 'red.6' },
    ];
    const { user, container } = await renderWithProviders(<DonutChart data={data} chartLabel="100" valueFormatter={count} />);
    expect(screen.getByRole('img')).toHaveAccessibleName('Approved 90, Refunded 0, Declined 10; total 100');
    await user.tab();
    expect(tooltip()).toHaveTextContent('Approved90');
    // The empty share is no stop of its own.
    await user.keyboard('{ArrowRight}');
    expect(tooltip()).toHaveTextContent('Declined10');
    await user.keyboard('{Escape}');
    const segments = container.querySelectorAll('circle[stroke-dasharray]');
    expect(segments).toHaveLength(2);
    fireEvent.mouseEnter(segments[1]);
    expect(tooltip()).toHaveTextContent('Declined10');
  });
});
