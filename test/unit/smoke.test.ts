import 'reflect-metadata';
import { describe, it, expect } from '@jest/globals';
function Dec(): PropertyDecorator { return () => {}; }
class A { @Dec() x!: string; }
describe('toolchain', () => { it('emits decorator metadata', () => { expect(Reflect.getMetadata('design:type', A.prototype, 'x')).toBe(String); }); });
