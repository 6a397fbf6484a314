import { federatedConfig } from '../webpack.shared.mjs';

export default federatedConfig({ dir: import.meta.dirname, title: 'Thai Norwegian Dating' });
