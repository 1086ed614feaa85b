import type { LintLanguage } from './rules';

/** Starting code per language, with a few problems for each engine to find. */
export const examples: Record<LintLanguage, string> = {
  javascript: `var total = 0
let label = "Total";
const unused = 42;

function addAll(items) {
    for (const item of items) total += item
  if (total == 0) console.log(label)
  return total;
}

export default addAll;
`,
  typescript: `interface Order { id: string; amount: number }

var orders: Order[] = []
let threshold = 100;

export function bigOrders(): Order[] {
  const result = orders.filter((order) => order.amount > threshold)
  if (result.length == 0) return [];
  return result;
}
`,
  python: `import os
import sys


def summarize(values):
    total = 0
    unused = 'temporary'
    for value in values:
        total += value;
    if total == None:
        return None
    print('total:', total)
    return total
`,
  java: `import java.util.List;

public class OrderReport {
    private static final int maxRows = 50;

    public int countPaid(List<String> states) {
        int unused = 0;
        int paid = 0;
        for (String state : states)
            if (state == "PAID") paid++;
        System.out.println("paid: " + paid);
        return paid;
    }
}
`,
};
