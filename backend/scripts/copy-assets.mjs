// tsc emits only JavaScript; nothing else needs copying today, kept as the build's hook for assets.
