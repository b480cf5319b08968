import type { NextRequest } from 'next/server';
import { serveBff } from '@/lib/bff/route-handler';

export const dynamic = 'force-dynamic';

export function GET(request: NextRequest) {
  return serveBff(request, 'GET');
}

export function POST(request: NextRequest) {
  return serveBff(request, 'POST');
}
