import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatPrice, useDisplayLocale } from '@manzil/shared';
import type { VendorStats } from '@manzil/shared/contract';

/** Revenue per day of the last 30 days (recharts; loaded only when the dashboard shows it). */
export default function SalesChart({ perDay, label }: { perDay: VendorStats['perDay']; label: string }) {
  const locale = useDisplayLocale();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={perDay} accessibilityLayer aria-label={label}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="date" tickFormatter={(d: string) => d.slice(5)} fontSize={12} />
        <YAxis width={72} fontSize={12} tickFormatter={(v: number) => formatPrice(v, locale)} />
        <Tooltip formatter={(value) => formatPrice(Number(value), locale)} />
        <Bar dataKey="revenue" name={label} fill="var(--mz-primary, #7a4a22)" radius={[4, 4, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
