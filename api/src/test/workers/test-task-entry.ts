import { serveTasks } from "../../workers/serve-tasks.ts";
import { TEST_TASKS } from "./test-tasks.ts";

serveTasks(TEST_TASKS);
