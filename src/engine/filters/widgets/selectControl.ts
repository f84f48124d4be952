// antd's Select in a module of its own, for onDemand (ChoiceWidget's 'select').
export { Select } from 'antd';
