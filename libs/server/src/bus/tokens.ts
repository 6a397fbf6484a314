/** This deployable's `BusIdentity`: it seals the calls it makes and opens the calls it receives. */
export const BUS_IDENTITY = Symbol('BUS_IDENTITY');
