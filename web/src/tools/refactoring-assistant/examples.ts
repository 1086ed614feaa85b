import type { SourceLanguage } from '@/engines/code/languages';

/** Starting code per language with something for most checks to find. */
export const examples: Record<SourceLanguage, string> = {
  javascript: `export function checkout(cart, user, coupon, region, currency, notify) {
  let total = 0;
  const debug = false;
  for (const item of cart.items) {
    if (item.quantity > 0) {
      if (item.stock > 0) {
        for (const option of item.options) {
          if (option.enabled) {
            if (option.price > 0) total += option.price;
          }
        }
      }
      total += item.price * item.quantity;
    }
  }
  if (coupon) total -= 15;
  return currency === 'EUR' ? total * 1.21 : total;
  notify(user, total);
}

export function invoiceText(order) {
  const lines = order.items.map((item) => \`\${item.name}: \${item.quantity} x \${item.price}\`);
  const header = \`Invoice \${order.id} (\${order.items.length} items)\`;
  const footer = \`Total: \${order.total.toFixed(2)} \${order.currency}\`;
  return [header, ...lines, footer].join('\\n');
}

export function receiptText(order) {
  const lines = order.items.map((item) => \`\${item.name}: \${item.quantity} x \${item.price}\`);
  const header = \`Invoice \${order.id} (\${order.items.length} items)\`;
  const footer = \`Total: \${order.total.toFixed(2)} \${order.currency}\`;
  return ['RECEIPT', header, ...lines, footer].join('\\n');
}
`,
  typescript: `export function shippingCost(weightKg: number, zone: string, express: boolean, insured: boolean, fragile: boolean): number {
  const handling = 3;
  let cost = weightKg * 2.5;
  if (zone === 'EU') cost += 4;
  else if (zone === 'WORLD') cost += 12;
  if (express) cost *= 1.8;
  return Math.round(cost * 100) / 100;
}
`,
  python: `def checkout(cart, user, coupon, region, currency, notify):
    total = 0
    debug = False
    for item in cart["items"]:
        if item["quantity"] > 0:
            if item["stock"] > 0:
                for option in item["options"]:
                    if option["enabled"]:
                        if option["price"] > 0:
                            total += option["price"]
            total += item["price"] * item["quantity"]
    if coupon:
        total -= 15
    return total * 1.21 if currency == "EUR" else total
`,
  java: `public class Checkout {
    public double total(java.util.List<Double> prices, String coupon, String region, boolean express, boolean gift) {
        double sum = 0;
        int unused = 0;
        for (double price : prices) {
            if (price > 0) {
                sum += price;
            }
        }
        if (coupon != null) sum -= 15;
        return express ? sum * 1.8 : sum;
    }
}
`,
  cpp: `double total(const double* prices, int count, bool express) {
    double sum = 0;
    int unused = 0;
    for (int i = 0; i < count; i++) {
        if (prices[i] > 0) sum += prices[i];
    }
    return express ? sum * 1.8 : sum;
}
`,
  csharp: `public class Checkout
{
    public decimal Total(decimal[] prices, string coupon, string region, bool express, bool gift)
    {
        decimal sum = 0;
        foreach (var price in prices)
        {
            if (price > 0) sum += price;
        }
        if (coupon != null) sum -= 15;
        return express ? sum * 1.8m : sum;
    }
}
`,
};
