import {
  Area,
  AreaChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { DailySalesDto } from "@/api/generated/model";
import { formatDollars } from "@/lib/money";

/**
 * The 30-day sales and earnings chart (recharts). Loaded on demand through LazyEarningsChart, so the
 * chart library stays out of the storefront's first bundle.
 */
export default function EarningsChart({ daily }: { daily: DailySalesDto[] }) {
  const points = daily.map((day) => ({ ...day, label: day.date.slice(5) }));
  return (
    <div
      className="h-56 w-full sm:h-64"
      role="img"
      aria-label="Sales and earnings over the last 30 days"
    >
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart
          data={points}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        >
          <defs>
            <linearGradient id="salesFill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor="#f59e0b" stopOpacity={0.45} />
              <stop offset="100%" stopColor="#f59e0b" stopOpacity={0} />
            </linearGradient>
          </defs>
          <CartesianGrid stroke="#292524" vertical={false} />
          <XAxis
            dataKey="label"
            tick={{ fill: "#a8a29e", fontSize: 11 }}
            tickLine={false}
            axisLine={false}
            interval="preserveStartEnd"
            minTickGap={24}
          />
          <YAxis
            tick={{ fill: "#a8a29e", fontSize: 11 }}
            tickLine={false}
            axisLine={false}
            width={48}
            tickFormatter={(value: number) => `$${value}`}
          />
          <Tooltip
            contentStyle={{
              background: "#1c1917",
              border: "1px solid #44403c",
              borderRadius: 8,
              color: "#f5f5f4",
            }}
            formatter={(value, name) => [
              formatDollars(Number(value)),
              name === "sales" ? "Sales" : "Earnings",
            ]}
            labelFormatter={(label) => `Day ${String(label)}`}
          />
          <Area
            type="monotone"
            dataKey="sales"
            stroke="#f59e0b"
            fill="url(#salesFill)"
            strokeWidth={2}
          />
          <Area
            type="monotone"
            dataKey="earnings"
            stroke="#34d399"
            fill="none"
            strokeWidth={2}
          />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
