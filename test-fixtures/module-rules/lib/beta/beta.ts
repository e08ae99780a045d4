export const beta = () => 'beta';
