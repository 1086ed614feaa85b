import type { SourceLanguage } from '@/engines/code/languages';

/** Starting code per language: a few functions of varied complexity, some documented. */
export const examples: Record<SourceLanguage, string> = {
  javascript: `import { readFile } from 'node:fs/promises';

/**
 * Reads a JSON config file and merges it over the defaults.
 */
export async function loadConfig(path, defaults = {}) {
  try {
    const text = await readFile(path, 'utf8');
    return { ...defaults, ...JSON.parse(text) };
  } catch (error) {
    if (error.code === 'ENOENT') return defaults;
    throw error;
  }
}

export function validate(config) {
  const errors = [];
  if (!config.port || config.port < 1 || config.port > 65535) errors.push('port');
  if (config.host && typeof config.host !== 'string') errors.push('host');
  for (const key of Object.keys(config)) {
    if (key.startsWith('_')) errors.push(key);
  }
  return errors;
}

export function factorial(n) {
  return n <= 1 ? 1 : n * factorial(n - 1);
}
`,
  typescript: `import { z } from 'zod';

export interface User { id: string; name: string; roles: string[] }

const userSchema = z.object({ id: z.string(), name: z.string(), roles: z.array(z.string()) });

/** Parses and validates a user from untrusted JSON. */
export function parseUser(json: string): User {
  return userSchema.parse(JSON.parse(json));
}

export class UserStore {
  private readonly users = new Map<string, User>();

  add(user: User): void {
    if (this.users.has(user.id)) throw new Error(\`Duplicate user \${user.id}\`);
    this.users.set(user.id, user);
  }

  withRole(role: string, limit = 10): User[] {
    return [...this.users.values()].filter((u) => u.roles.includes(role)).slice(0, limit);
  }
}
`,
  python: `import json
from pathlib import Path


def load_orders(path: Path) -> list[dict]:
    """Read the orders saved as JSON lines."""
    return [json.loads(line) for line in path.read_text().splitlines() if line]


def total(orders, currency="EUR", include_refunds=False):
    amount = 0
    for order in orders:
        if order["currency"] != currency:
            continue
        if order.get("refunded") and not include_refunds:
            continue
        amount += order["amount"]
    return amount


class Report:
    def __init__(self, orders):
        self.orders = orders

    def summary(self) -> str:
        return f"{len(self.orders)} orders, {total(self.orders)} EUR"
`,
  java: `import java.util.ArrayList;
import java.util.List;

public class OrderBook {
    private final List<Double> amounts = new ArrayList<>();

    /** Adds an order amount; negative amounts are refunds. */
    public void add(double amount) {
        amounts.add(amount);
    }

    public double total(boolean includeRefunds) {
        double sum = 0;
        for (double amount : amounts) {
            if (amount >= 0 || includeRefunds) {
                sum += amount;
            }
        }
        return sum;
    }

    public static long fibonacci(int n) {
        return n < 2 ? n : fibonacci(n - 1) + fibonacci(n - 2);
    }
}
`,
  cpp: `#include <string>
#include <vector>

class OrderBook {
public:
    void add(double amount);
    double total(bool includeRefunds) const;
private:
    std::vector<double> amounts;
};

void OrderBook::add(double amount) {
    amounts.push_back(amount);
}

double OrderBook::total(bool includeRefunds) const {
    double sum = 0;
    for (double amount : amounts) {
        if (amount >= 0 || includeRefunds) sum += amount;
    }
    return sum;
}
`,
  csharp: `using System.Collections.Generic;
using System.Linq;

public class OrderBook
{
    private readonly List<decimal> amounts = new();

    /// <summary>Adds an order amount; negative amounts are refunds.</summary>
    public void Add(decimal amount) => amounts.Add(amount);

    public decimal Total(bool includeRefunds = false)
    {
        return amounts.Where(a => a >= 0 || includeRefunds).Sum();
    }
}
`,
};
