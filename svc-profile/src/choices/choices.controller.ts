import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  choiceTextSchema,
  loadChoicesSchema,
  Subjects,
  type ServiceRequest,
} from '@dating/contracts';
import { parseInput } from '@dating/server';
import { ChoicesService } from './choices.service';

@Controller()
export class ChoicesController {
  constructor(private readonly choices: ChoicesService) {}

  @MessagePattern(Subjects.profile.choicesList)
  list(@Payload() request: ServiceRequest) {
    const { refTable } = parseInput(loadChoicesSchema, request.body);
    return this.choices.list(refTable, request.lang);
  }

  @MessagePattern(Subjects.profile.choiceText)
  text(@Payload() request: ServiceRequest) {
    const { table, ref_code } = parseInput(choiceTextSchema, request.body);
    return this.choices.text(table, ref_code, request.lang);
  }
}
